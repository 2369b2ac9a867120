import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { FieldError } from '../../components/forms/field-error.tsx';
import { portalDestination, portalPaths, requestPortalCode, usePortalGuest } from '../../features/portal/session.ts';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';
import { ApiError } from '../../lib/api-client.ts';
import { loadEmailRule, warmEmailRule } from '../../lib/email-rule.ts';

/** What the verify page is told about the code request: the address it went to, and when it was sent. */
export interface CodeRequestedState {
  email: string;
}

/**
 * /portal and /portal/login (decision 022): the guest types their e-mail and we send a code and a
 * link, no password. The answer is the same for every address, so the page says "if we have
 * trips for it". A guest already signed in goes on to the dashboard (or `?next=`).
 */
export default function PortalLoginPage() {
  const id = useId();
  const { data: guest } = usePortalGuest();
  const location = useLocation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  usePrivatePageHead(`Sign in to your trips | ${businessFacts.name}`);
  const prefilled = new URLSearchParams(location.search).get('email') ?? '';

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  if (guest && !pending) return <Navigate to={portalDestination(location.search)} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    // Pending from the start: the e-mail rule may still be loading (lib/email-rule.ts).
    setPending(true);
    setProblem(null);
    try {
      const { emailProblem } = await loadEmailRule();
      const found = emailProblem(email, { invalid: 'Enter an e-mail address like name@example.com.' });
      setFieldError(found);
      if (found) {
        setPending(false);
        inputRef.current?.focus();
        return;
      }
      await requestPortalCode(email);
      const state: CodeRequestedState = { email };
      await navigate(
        `${portalPaths.verify}${location.search.includes('next=') ? `?next=${encodeURIComponent(new URLSearchParams(location.search).get('next') ?? '')}` : ''}`,
        { state },
      );
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 429
          ? 'Too many requests from here. Please wait a few minutes and try again.'
          : error instanceof ApiError && error.status === 400
            ? 'Enter an e-mail address like name@example.com.'
            : 'We could not send the code. Check your connection and try again.';
      setProblem((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
      setPending(false);
    }
  };

  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Your trips</h1>
        <p className="auth-card__lead">Enter the e-mail you booked or asked for a quote with. We'll send you a code to sign in: no password needed.</p>
        <form method="post" className="auth-form" noValidate aria-busy={pending} onFocus={warmEmailRule} onSubmit={(event) => void submit(event)}>
          <div ref={alertRef} className="auth-alert" role="alert" tabIndex={-1}>
            {problem ? problem.message : null}
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>E-mail</label>
            <input
              ref={inputRef}
              id={`${id}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              defaultValue={prefilled}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-email-error` : undefined}
            />
            <FieldError id={`${id}-email-error`} message={fieldError} />
          </div>
          <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
            {pending ? 'Sending...' : 'Send me a code'}
          </button>
        </form>
        <p className="auth-card__help">
          No e-mail from us? Call us at <a href={businessFacts.phone.href}>{businessFacts.phone.display}</a>.
        </p>
      </div>
    </main>
  );
}
