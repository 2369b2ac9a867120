import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { peopleRoutes } from '#contracts/routes/people.ts';
import { passwordRulesHint } from '#domain/people/password-rules.ts';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS } from '#domain/people/staff-roles.ts';
import type { TeamInviteView } from '#domain/people/team.ts';
import { businessFacts } from '#domain/site/business.ts';
import { FieldError } from '../components/forms/field-error.tsx';
import { Spinner } from '../components/spinner.tsx';
import { ShowPasswordButton } from '../features/auth/show-password-button.tsx';
import { useAuth } from '../features/auth/use-auth.ts';
import { usePrivatePageHead } from '../features/quotes/use-private-page-head.ts';
import { ApiError } from '../lib/api-client.ts';
import { api, apiKey } from '../lib/api.ts';
import { formatDateTime } from '../lib/date-time.ts';
import '../styles/auth.css';

/** The API's message for a failed step, or a plain way on when the server could not be reached. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.details?.message) return error.details.message;
  return 'We could not reach the server. Check your connection and try again.';
}

function JoinForm({ token, invite, onJoined }: { token: string; invite: TeamInviteView; onJoined: () => void }) {
  const id = useId();
  const { login } = useAuth();
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<{ message: string; field: boolean } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const password = inputRef.current?.value ?? '';
    if (!password) {
      setProblem({ message: 'Choose a password.', field: true });
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await api(peopleRoutes.acceptTeamInvite, { params: { token }, body: { password } });
    } catch (error) {
      const fields = error instanceof ApiError ? error.details?.fields : undefined;
      setProblem({ message: fields?.['password'] ?? messageOf(error), field: Boolean(fields?.['password']) });
      setPending(false);
      requestAnimationFrame(() => (fields?.['password'] ? inputRef.current?.focus() : alertRef.current?.focus()));
      return;
    }
    // The link is used up: the invitation is not asked for again as signing in refreshes what the page holds.
    onJoined();
    try {
      // Signed in as any staff sign-in is, then on to the role's first page.
      const signedIn = await login(invite.email, password);
      // Owners and office staff set up their authenticator app at their first sign-in (decision 085).
      if ('next' in signedIn) {
        setProblem({ message: 'Your account is ready. Sign in on the sign-in page to set up your authenticator app.', field: false });
        setPending(false);
        requestAnimationFrame(() => alertRef.current?.focus());
      }
    } catch (error) {
      setProblem({ message: `Your account is ready, but signing in failed: ${messageOf(error)} Sign in on the sign-in page.`, field: false });
      setPending(false);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  const errorId = `${id}-password-error`;
  return (
    <form method="post" className="auth-form" noValidate aria-busy={pending} onSubmit={(event) => void submit(event)}>
      <div ref={alertRef} className="auth-alert" role="alert" tabIndex={-1}>
        {problem && !problem.field ? problem.message : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="username" value={invite.email} readOnly />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Choose a password</label>
        <div className="auth-password">
          <input
            ref={inputRef}
            id={`${id}-password`}
            name="password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={problem?.field ? true : undefined}
            aria-describedby={`${id}-password-hint${problem?.field ? ` ${errorId}` : ''}`}
          />
          <ShowPasswordButton controls={`${id}-password`} shown={shown} onToggle={() => setShown((value) => !value)} />
        </div>
        <p id={`${id}-password-hint`} className="field__hint">
          {passwordRulesHint()}
        </p>
        <FieldError id={errorId} message={problem?.field ? problem.message : undefined} />
      </div>
      <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
        {pending ? 'Joining...' : 'Join the team'}
      </button>
    </form>
  );
}

/**
 * /admin/join/:token (issue 29, decision 075): a teammate's invitation. It says who it is for and
 * in which role, takes the password they choose, and signs them in to their role's first page. A
 * link used, cancelled or expired says so, with the way on.
 */
export default function AdminJoinPage() {
  const { token = '' } = useParams();
  usePrivatePageHead(`Join the team | ${businessFacts.name}`);
  const [joined, setJoined] = useState(false);
  const invite = useQuery({
    enabled: !joined,
    queryKey: apiKey(peopleRoutes.getTeamInvite, { params: { token } }),
    queryFn: ({ signal }) => api(peopleRoutes.getTeamInvite, { params: { token }, signal }),
    retry: false,
    staleTime: Infinity,
  });

  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Join the team</h1>
        {invite.isPending && <Spinner label="Opening your invitation..." />}
        {invite.isError && (
          <>
            <p className="auth-card__lead" role="alert">
              {messageOf(invite.error)}
            </p>
            <p>
              <Link to="/admin/login">Sign in</Link> if you have chosen your password already.
            </p>
          </>
        )}
        {invite.data && (
          <>
            <p className="auth-card__lead">
              You are invited to the {businessFacts.name} back office as <strong>{STAFF_ROLE_LABELS[invite.data.invite.role].toLowerCase()}</strong>:{' '}
              {STAFF_ROLE_DESCRIPTIONS[invite.data.invite.role]}
            </p>
            <JoinForm token={token} invite={invite.data.invite} onJoined={() => setJoined(true)} />
            <p className="auth-card__help">This link works once, until {formatDateTime(invite.data.invite.expiresAt)}.</p>
          </>
        )}
      </div>
    </main>
  );
}
