import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppliedQuotePresetResponse, NewQuotePresetRequest, QuotePresetListResponse, QuotePresetResponse, RenameQuotePresetRequest } from '#domain/booking/quote-presets.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { backOfficeKeys } from './api.ts';

// Saved quote presets' calls (decision 029): the list, a save, a rename, a delete and an apply.

const presetsKey = () => [...backOfficeKeys.all, 'quote-presets'] as const;
const presetPath = (id: string) => `/api/admin/quote-presets/${encodeURIComponent(id)}`;

export const quotePresetsQueryOptions = () =>
  queryOptions({ queryKey: presetsKey(), queryFn: ({ signal }) => apiRequest<QuotePresetListResponse>('GET', '/api/admin/quote-presets', undefined, { signal }), staleTime: 0 });

export const useQuotePresets = () => useQuery(quotePresetsQueryOptions());

/** The preset's choices as they can be sold now (the server leaves out what is switched off). */
export const applyQuotePreset = (id: string) => apiRequest<AppliedQuotePresetResponse>('GET', `${presetPath(id)}/apply`);

export function useSaveQuotePreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: NewQuotePresetRequest) => apiRequest<QuotePresetResponse>('POST', '/api/admin/quote-presets', request),
    onSuccess: () => client.invalidateQueries({ queryKey: presetsKey() }),
  });
}

export function useRenameQuotePreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: RenameQuotePresetRequest }) => apiRequest<QuotePresetResponse>('PUT', presetPath(id), request),
    onSuccess: () => client.invalidateQueries({ queryKey: presetsKey() }),
  });
}

export function useDeleteQuotePreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<undefined>('DELETE', presetPath(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: presetsKey() }),
  });
}
