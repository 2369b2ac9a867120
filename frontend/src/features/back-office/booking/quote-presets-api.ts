import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewQuotePresetRequest, RenameQuotePresetRequest } from '#domain/booking/quote-presets.ts';
import { bookingStaffRoutes } from '#contracts/routes/booking-staff.ts';
import { api } from '../../../lib/api.ts';
import { backOfficeKeys } from '../shared/api.ts';

// Saved quote presets' calls (decision 029): the list, a save, a rename, a delete and an apply.

const presetsKey = () => [...backOfficeKeys.all, 'quote-presets'] as const;

export const quotePresetsQueryOptions = () =>
  queryOptions({ queryKey: presetsKey(), queryFn: ({ signal }) => api(bookingStaffRoutes.listAdminQuotePresets, { signal }), staleTime: 0 });

export const useQuotePresets = () => useQuery(quotePresetsQueryOptions());

/** The preset's choices as they can be sold now (the server leaves out what is switched off). */
export const applyQuotePreset = (id: string) => api(bookingStaffRoutes.applyAdminQuotePreset, { params: { id } });

export function useSaveQuotePreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: NewQuotePresetRequest) => api(bookingStaffRoutes.createAdminQuotePreset, { body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: presetsKey() }),
  });
}

export function useRenameQuotePreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: RenameQuotePresetRequest }) =>
      api(bookingStaffRoutes.putAdminQuotePreset, { params: { id }, body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: presetsKey() }),
  });
}

export function useDeleteQuotePreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(bookingStaffRoutes.deleteAdminQuotePreset, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: presetsKey() }),
  });
}
