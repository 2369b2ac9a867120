import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCustomerListParams, AdminQuoteListParams, AdminQuoteRequestInput, CustomerNoteRequest } from '#domain/people/back-office.ts';
import type { CustomerEditInput, CustomerMergeInput } from '#domain/people/customer-edits.ts';
import type { BusinessSettingsRequest } from '#domain/site/business-settings.ts';
import type { SeoMeta } from '#domain/content/seo-defaults.ts';
import type { LeadSource } from '#domain/people/leads.ts';
import { bookingStaffRoutes } from '#contracts/routes/booking-staff.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { peopleStaffRoutes } from '#contracts/routes/people-staff.ts';
import { siteStaffRoutes } from '#contracts/routes/site-staff.ts';
import { api, apiUrl } from '../../../lib/api.ts';

// The back office's calls. Staff work on live data (a guest may save a quote while a list is
// open), so unlike the site's never-stale default every back-office query is fetched again when
// a screen mounts; the screen keeps showing what it had while it does.

export const backOfficeKeys = {
  all: ['back-office'] as const,
  summary: () => [...backOfficeKeys.all, 'summary'] as const,
  quotes: (params: AdminQuoteListParams) => [...backOfficeKeys.all, 'quotes', params] as const,
  quote: (id: string) => [...backOfficeKeys.all, 'quote', id] as const,
  customers: (params: AdminCustomerListParams) => [...backOfficeKeys.all, 'customers', params] as const,
  customer: (email: string) => [...backOfficeKeys.all, 'customer', email.trim().toLowerCase()] as const,
  leads: (source: LeadSource | undefined) => [...backOfficeKeys.all, 'leads', source ?? 'all'] as const,
  seo: () => [...backOfficeKeys.all, 'seo'] as const,
  settings: () => [...backOfficeKeys.all, 'settings'] as const,
};

const live = { staleTime: 0 } as const;

export const summaryQueryOptions = () =>
  queryOptions({ queryKey: backOfficeKeys.summary(), queryFn: ({ signal }) => api(peopleStaffRoutes.getAdminSummary, { signal }), ...live });

// A list keeps showing its rows while a new search or filter loads, rather than a spinner each time.
export const quotesQueryOptions = (params: AdminQuoteListParams) =>
  queryOptions({
    queryKey: backOfficeKeys.quotes(params),
    queryFn: ({ signal }) => api(bookingStaffRoutes.listAdminQuotes, { query: params, signal }),
    placeholderData: keepPreviousData,
    ...live,
  });

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: backOfficeKeys.quote(id), queryFn: ({ signal }) => api(bookingStaffRoutes.getAdminQuote, { params: { id }, signal }), ...live });

export const customersQueryOptions = (params: AdminCustomerListParams) =>
  queryOptions({
    queryKey: backOfficeKeys.customers(params),
    queryFn: ({ signal }) => api(peopleStaffRoutes.listAdminCustomers, { query: params, signal }),
    placeholderData: keepPreviousData,
    ...live,
  });

export const customerQueryOptions = (email: string) =>
  queryOptions({
    queryKey: backOfficeKeys.customer(email),
    queryFn: ({ signal }) => api(peopleStaffRoutes.getAdminCustomer, { params: { email }, signal }),
    ...live,
  });

export const leadsQueryOptions = (source?: LeadSource) =>
  queryOptions({
    queryKey: backOfficeKeys.leads(source),
    queryFn: ({ signal }) => api(peopleStaffRoutes.listAdminLeads, { query: { source }, signal }),
    ...live,
  });

export const seoQueryOptions = () =>
  queryOptions({ queryKey: backOfficeKeys.seo(), queryFn: ({ signal }) => api(contentStaffRoutes.listAdminSeo, { signal }), ...live });

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: backOfficeKeys.settings(), queryFn: ({ signal }) => api(siteStaffRoutes.getAdminSettings, { signal }), ...live });

export const useAdminSummary = () => useQuery(summaryQueryOptions());
export const useAdminQuotes = (params: AdminQuoteListParams) => useQuery(quotesQueryOptions(params));
export const useAdminQuote = (id: string) => useQuery(quoteQueryOptions(id));
export const useAdminCustomers = (params: AdminCustomerListParams) => useQuery(customersQueryOptions(params));
export const useAdminCustomer = (email: string) => useQuery(customerQueryOptions(email));
export const useAdminLeads = (source?: LeadSource) => useQuery(leadsQueryOptions(source));
export const useAdminSeo = () => useQuery(seoQueryOptions());
export const useAdminSettings = () => useQuery(settingsQueryOptions());

/**
 * Saves a staff quote (or an amendment). The Idempotency-Key makes a double click or a retry
 * after a lost answer return the first save instead of a second quote. Everything the back
 * office shows may change with it (lists, the customer, the old version), so all of it refetches.
 */
export function useSaveAdminQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: AdminQuoteRequestInput; idempotencyKey: string }) =>
      api(bookingStaffRoutes.createAdminQuote, { body: request, headers: { 'idempotency-key': idempotencyKey } }),
    onSuccess: () => client.invalidateQueries({ queryKey: backOfficeKeys.all }),
  });
}

export function useAddCustomerNote(email: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CustomerNoteRequest) => api(peopleStaffRoutes.addCustomerNote, { params: { email }, body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: backOfficeKeys.customer(email) }),
  });
}

/** The customer list as searched, as a CSV download (a plain link: the browser sends the session cookie). */
export const customersCsvHref = (q: string) => apiUrl(peopleStaffRoutes.getAdminCustomerCsv, { query: q ? { q } : {} });

/** Staff's correction of a customer; a new address moves the record, so every back-office query may change. */
export function useEditCustomer(email: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CustomerEditInput) => api(peopleStaffRoutes.putAdminCustomer, { params: { email }, body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: backOfficeKeys.all }),
  });
}

/** Folds another record of the same person into this customer; lists and both customers change. */
export function useMergeCustomer(email: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CustomerMergeInput) => api(peopleStaffRoutes.mergeAdminCustomer, { params: { email }, body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: backOfficeKeys.all }),
  });
}

/** Replaces a page's SEO overrides (PUT) or drops them (DELETE); the list then shows the answer. */
export function useSaveSeo(route: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (overrides: Partial<SeoMeta>) => api(contentStaffRoutes.putAdminSeo, { params: { route }, body: overrides }),
    onSuccess: () => client.invalidateQueries({ queryKey: backOfficeKeys.seo() }),
  });
}

export function useResetSeo(route: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(contentStaffRoutes.deleteAdminSeo, { params: { route } }),
    onSuccess: () => client.invalidateQueries({ queryKey: backOfficeKeys.seo() }),
  });
}

/**
 * Saves the business facts (PUT, conditional on the version the screen loaded). The answer is
 * the settings as stored, so the cache takes it as is rather than fetching again.
 */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: BusinessSettingsRequest) => api(siteStaffRoutes.putAdminSettings, { body: request }),
    onSuccess: (response) => client.setQueryData(backOfficeKeys.settings(), response),
  });
}
