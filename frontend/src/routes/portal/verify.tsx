import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { PORTAL_LINK_PARAMETER } from '#domain/portal/portal.ts';
import { FieldError } from '../../components/forms/field-error.tsx';
import { portalDestination, portalPaths, rememberPortalGuest, usePortalGuest, verifyPortalSignIn } from '../../features/portal/session.ts';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';
import type { ApiErrorCode } from '#contracts/errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { CodeRequestedState } from './login.tsx';

/** The refusals of a code or link that was used up or ran out: the guest needs a new one. */
const SPENT_CODES: readonly ApiErrorCode[] = ['CODE_EXPIRED', 'LINK_EXPIRED'];

/** What the API's refusal means for the guest, in words. */
function refusalMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const details = error.details;
    if (details && ['CODE_INVALID', 'CODE_EXPIRED', 'LINK_EXPIRED'].includes(details.code)) return details.message;
    if (error.status === 429) return 'Too many tries from here. Please wait a few minutes and try again.';
    if (error.status === 400) return 'Enter the 6-digit code from the e-mail.';
  }
  return 'We could not sign you in. Check your connection and try again.';
}

/**
 * /portal/verify (decision 022): the 6-digit code typed in the browser that asked for it, or the
 * e-mailed link (`?link=`). The link is not spent by opening the page: mail scanners open links
 * to check them, so the guest presses Sign in, which posts it.
 */
export default function PortalVerifyPage() {
  const id = useId();
  const queryClient = useQueryClient();
  const { data: guest } = usePortalGuest();
  const location = useLocation();
  const navigate = useNavigate();
  const alertRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [signedInHere, setSignedInHere] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ message: string; attempt: number; spent: boolean } | null>(null);
  usePrivatePageHead(`Enter your code | ${businessFacts.name}`);
  const link = new URLSearchParams(location.search).get(PORTAL_LINK_PARAMETER);
  const sentTo = (location.state as CodeRequestedState | null)?.email;

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  if (guest && !signedInHere) return <Navigate to={portalDestination(location.search)} replace />;

  const signIn = async (proof: { code: string } | { link: string }) => {
    setPending(true);
    setProblem(null);
    try {
      const signedIn = await verifyPortalSignIn(proof);
      setSignedInHere(true);
      rememberPortalGuest(queryClient, signedIn);
      await navigate(portalDestination(location.search), { replace: true });
    } catch (error) {
      const spent = error instanceof ApiError && SPENT_CODES.some((code) => code === error.details?.code);
      setProblem((previous) => ({ message: refusalMessage(error), attempt: (previous?.attempt ?? 0) + 1, spent }));
      setPending(false);
    }
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // People paste codes with spaces or type them in groups: keep the digits.
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    const found = /^\d{6}$/.test(code) ? null : 'Enter the 6-digit code from the e-mail.';
    setFieldError(found);
    if (found) {
      setProblem(null);
      inputRef.current?.focus();
      return;
    }
    void signIn({ code });
  };

  const alert = (
    <div ref={alertRef} className="auth-alert" role="alert" tabIndex={-1}>
      {problem ? problem.message : null}
    </div>
  );
  const askAgain = (
    <p className="auth-card__help">
      {problem?.spent ? <strong>Ask for a new code: </strong> : 'No code? '}
      <Link to={portalPaths.login}>Send a new code</Link>
    </p>
  );

  if (link) {
    return (
      <main id="main" className="auth-page">
        <div className="auth-card">
          <h1 className="auth-card__title">Sign in to your trips</h1>
          <p className="auth-card__lead">You opened the sign-in link from our e-mail. Press the button to sign in on this device.</p>
          <div className="auth-form">
            {alert}
            <button type="button" className="button button--primary auth-form__submit" disabled={pending} onClick={() => void signIn({ link })}>
              {pending ? 'Signing in...' : 'Sign in'}
            </button>
          </div>
          {askAgain}
        </div>
      </main>
    );
  }

  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Enter your code</h1>
        <p className="auth-card__lead">
          {sentTo ? (
            <>
              If <span className="auth-card__email">{sentTo}</span> has trips or quotes with us, we've e-mailed it a 6-digit code.
            </>
          ) : (
            "If your e-mail has trips or quotes with us, we've e-mailed it a 6-digit code."
          )}{' '}
          It works for 10 minutes, in this browser. The e-mail's link works on any device.
        </p>
        <form method="post" className="auth-form" noValidate aria-busy={pending} onSubmit={submitCode}>
          {alert}
          <div className="field">
            <label htmlFor={`${id}-code`}>6-digit code</label>
            <input
              ref={inputRef}
              id={`${id}-code`}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={9}
              required
              className="portal-code-input"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-code-error` : undefined}
            />
            <FieldError id={`${id}-code-error`} message={fieldError} />
          </div>
          <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
            {pending ? 'Signing in...' : 'Sign in'}
          </button>
        </form>
        {askAgain}
      </div>
    </main>
  );
}
