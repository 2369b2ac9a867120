import { useQuery } from '@tanstack/react-query';

export interface Endorsement {
  id: string;
  quote: string;
  source: string;
  attribution?: string;
  url?: string;
  addedOn: string;
}

/** `GET /api/endorsements/homepage`: fresh for 10 minutes, kept for an hour (spec section 7). */
export function useEndorsements() {
  return useQuery<{ endorsements: Endorsement[] }>({
    queryKey: ['/api/endorsements/homepage'],
    staleTime: 10 * 60 * 1000,
    gcTime: 60 * 60 * 1000,
  });
}
