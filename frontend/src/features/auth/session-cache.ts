import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, type SessionUser } from './api.ts';

/**
 * Signing in (spec section 4): the user comes from the sign-in response, and every cached query
 * is invalidated, since it was fetched as somebody else or as nobody. Active queries refetch.
 */
export function rememberSignedIn(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(currentUserQueryKey, user);
  void queryClient.invalidateQueries();
}

/** Signing out (spec section 4): nothing fetched for the old session may outlive it. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.clear();
}
