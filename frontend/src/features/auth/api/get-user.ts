import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export interface CurrentUser {
  id: string;
  email: string;
  role: 'admin' | 'customer';
  createdAt: string;
}

/** GET /api/user: 401 means signed out (null); any other failure is logged and treated the same. */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  try {
    const response = await getQueryFn<{ user: CurrentUser }>({ on401: 'returnNull' })({ queryKey: ['/api/user'], ...(signal ? { signal } : {}) });
    return response?.user ?? null;
  } catch (error) {
    console.error('Could not load the current user; continuing signed out.', error);
    return null;
  }
}

export const currentUserQuery = () => queryOptions({ queryKey: ['/api/user'], queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}
