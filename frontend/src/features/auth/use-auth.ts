import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../components/toast/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { currentUserQueryOptions, type LoginBody, type LoginStep, registerAccount, signIn, signOut, type RegistrationInput, type SessionUser } from './api.ts';
import { destinationAfterSignIn } from './next-path.ts';
import { forgetSession, rememberSignedIn } from './session-cache.ts';

/** Where signing out leads (spec section 4). */
export const SIGNED_OUT_PATH = '/auth';

/** The signed-in user, or null; `isPending` until the first answer (spec: loading starts true). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

export interface Auth {
  user: SessionUser | null;
  /** True until the first answer about the current user has arrived. */
  isLoading: boolean;
  isAdmin: boolean;
  /**
   * Signs in, refreshes every cached query, and goes on to the page the visitor asked for (or
   * their landing page). Rejects with a `SignInError` (see `signInProblem`) when refused.
   */
  login: (email: string, password: string) => Promise<SessionUser | LoginStep>;
  /** Sends a sign-in body as it is (the authenticator's code with the password or the step's Session, decision 085); moves on once signed in. */
  loginWith: (body: LoginBody) => Promise<SessionUser | LoginStep>;
  /**
   * Ends the session, clears the cache and goes to /auth; resolves true once there. A failure
   * keeps the session, says so in a toast and resolves false. Between clearing the cache and
   * arriving, the page being left has no user: a guard should keep showing a spinner rather than
   * send its visitor to sign in (which would remember that page as the one to come back to).
   */
  logout: () => Promise<boolean>;
  /** Creates the account, then signs in with the same e-mail and password (spec section 4). */
  register: (input: RegistrationInput) => Promise<SessionUser>;
}

/** The authentication state machine of spec section 4. */
export function useAuth(): Auth {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // Read when a call completes, not when it started: the latest location decides where to go.
  const locationRef = useRef(location);
  locationRef.current = location;
  const query = useCurrentUser();
  const user = query.data ?? null;

  const loginWith = useCallback(
    async (body: LoginBody) => {
      const signedIn = await signIn(body);
      // The authenticator's step: no session yet, the form asks for the code (decision 085).
      if ('next' in signedIn) return signedIn;
      rememberSignedIn(queryClient, signedIn);
      await navigate(destinationAfterSignIn(locationRef.current, signedIn.role, signedIn.email, signedIn.staffRole), { replace: true });
      return signedIn;
    },
    [queryClient, navigate],
  );
  const login = useCallback((email: string, password: string) => loginWith({ email, password }), [loginWith]);

  const logout = useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      // A 401 means there was no session left to end. Anything else may have left it alive on
      // the server: say so rather than pretend it ended.
      if (!(error instanceof ApiError && error.status === 401)) {
        console.error('Sign-out failed', error);
        toast({ title: 'Sign-out failed', description: "You're still signed in. Check your connection and try again.", variant: 'error' });
        return false;
      }
    }
    forgetSession(queryClient);
    await navigate(SIGNED_OUT_PATH, { replace: true });
    return true;
  }, [queryClient, navigate]);

  const register = useCallback(
    async (input: RegistrationInput) => {
      await registerAccount(input);
      const signedIn = await login(input.email, input.password);
      // A new account is a customer's, which never has the authenticator's step.
      if ('next' in signedIn) throw new Error('A new account was asked for a second factor');
      return signedIn;
    },
    [login],
  );

  return { user, isLoading: query.isPending, isAdmin: user?.role === 'admin', login, loginWith, logout, register };
}
