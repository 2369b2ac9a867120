import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { loadEmailRule, warmEmailRule } from '../../lib/email-rule.ts';
import { signInProblem, type SignInProblem } from './sign-in-errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { FieldError } from '../../components/forms/field-error.tsx';
import { ShowPasswordButton } from './show-password-button.tsx';
import { groupedSecret } from '#domain/people/authenticator.ts';
import type { LoginBody, LoginStep } from './api.ts';
import { AuthenticatorQr } from './authenticator-qr.tsx';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/** What the form checks before asking the server: something in each box, and the product's e-mail rule. */
export async function checkSignInFields(email: string, password: string): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const { emailProblem } = await loadEmailRule();
  const problem = emailProblem(email, { invalid: 'Enter an e-mail address like name@example.com.' });
  if (problem) errors.email = problem;
  if (!password) errors.password = 'Enter your password.';
  return errors;
}

export interface SignInFormProps {
  /**
   * Signs in; resolves once the app has moved on, or with the authenticator's step when the API
   * asks for a code first (decision 085); rejects with what the API answered.
   */
  onSignIn: (body: LoginBody) => Promise<LoginStep | undefined>;
}

/** The code step's state: the step, and what the password step knew. */
type CodeStep = LoginStep & { email: string; password: string };

/**
 * E-mail and password with labels and the autocomplete hints password managers look for, a
 * show/hide switch for the password, and a submit button that says when it is working. A refusal
 * (the API's message) appears in an alert that takes focus, so it is read out and the next Tab
 * lands back in the form. Inputs are uncontrolled: nothing typed is lost on a re-render.
 */
export function SignInForm({ onSignIn }: SignInFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // The attempt number re-runs the focus effect when the same message comes back.
  const [problem, setProblem] = useState<(SignInProblem & { attempt: number }) | null>(null);
  const [passwordShown, setPasswordShown] = useState(false);
  const [step, setStep] = useState<CodeStep | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  // The code step takes focus once React has put it on the page (a frame's callback could run before
  // the step is rendered on a busy machine, leaving focus nowhere).
  useEffect(() => {
    if (step) formRef.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
  }, [step]);

  const focusField = (field: Field) => formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    // Pending from the start: the e-mail rule may still be loading (lib/email-rule.ts).
    setPending(true);
    setProblem(null);
    try {
      const found = await checkSignInFields(email, password);
      setFieldErrors(found);
      if (found.email || found.password) {
        setPending(false);
        focusField(found.email ? 'email' : 'password');
        return;
      }
      const next = await onSignIn({ email, password });
      if (next) {
        setStep({ ...next, email, password });
        setPending(false);
      }
    } catch (error) {
      const next = signInProblem(error, new Date());
      setFieldErrors(next.fields);
      setProblem((previous) => ({ ...next, attempt: (previous?.attempt ?? 0) + 1 }));
      setPending(false);
    }
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !step) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    setProblem(null);
    if (!/^\d{6}$/.test(code)) {
      setCodeError('Enter the 6-digit code your authenticator app shows.');
      formRef.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
      return;
    }
    setCodeError(undefined);
    setPending(true);
    try {
      await onSignIn(step.next === 'totp' ? { email: step.email, session: step.session, code } : { email: step.email, password: step.password, code });
    } catch (error) {
      const next = signInProblem(error, new Date());
      // A spent sign-in starts again from the password.
      if (error instanceof ApiError && error.details?.code === 'CODE_EXPIRED') setStep(null);
      setProblem((previous) => ({ ...next, attempt: (previous?.attempt ?? 0) + 1 }));
      setPending(false);
    }
  };

  const errorId = (field: Field) => `${id}-${field}-error`;
  const fieldError = (field: Field) => <FieldError id={errorId(field)} message={fieldErrors[field]} />;

  if (step) {
    const codeErrorId = `${id}-code-error`;
    return (
      <form ref={formRef} method="post" className="auth-form" noValidate aria-busy={pending} onSubmit={(event) => void submitCode(event)}>
        <div ref={alertRef} className="auth-alert" role="alert" tabIndex={-1}>
          {problem ? problem.message : null}
        </div>
        {step.next === 'totp-setup' ? (
          <section className="auth-setup" aria-labelledby={`${id}-setup-title`}>
            <h2 id={`${id}-setup-title`} className="auth-setup__title">
              Set up your authenticator app
            </h2>
            <p>
              Your role moves money, so signing in takes a code from an authenticator app (Google Authenticator, 1Password, Authy or any other) as well as your
              password. Scan this code with the app, or type the key below into it.
            </p>
            <AuthenticatorQr uri={step.otpauthUri} label="QR code to scan with your authenticator app" />
            <p>
              Key: <code className="auth-setup__secret">{groupedSecret(step.secret)}</code>
            </p>
          </section>
        ) : (
          <p>Enter the code your authenticator app shows for this account.</p>
        )}
        <div className="field">
          <label htmlFor={`${id}-code`}>6-digit code</label>
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? codeErrorId : undefined}
          />
          <FieldError id={codeErrorId} message={codeError} />
        </div>
        <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
          {pending ? 'Checking...' : 'Verify and sign in'}
        </button>
      </form>
    );
  }

  return (
    // POST, though the handler always prevents it: the page is prerendered, and a form sent before
    // the page's script has loaded must never put the password in an address (history, logs).
    <form ref={formRef} method="post" className="auth-form" noValidate aria-busy={pending} onFocus={warmEmailRule} onSubmit={(event) => void submit(event)}>
      <div ref={alertRef} className="auth-alert" role="alert" tabIndex={-1}>
        {problem ? problem.message : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? errorId('email') : undefined}
        />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <div className="auth-password">
          <input
            id={`${id}-password`}
            name="password"
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? errorId('password') : undefined}
          />
          <ShowPasswordButton controls={`${id}-password`} shown={passwordShown} onToggle={() => setPasswordShown((shown) => !shown)} />
        </div>
        {fieldError('password')}
      </div>
      <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
