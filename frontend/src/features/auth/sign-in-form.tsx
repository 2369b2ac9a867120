import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { loadEmailRule, warmEmailRule } from '../../lib/email-rule.ts';
import { signInProblem, type SignInProblem } from './sign-in-errors.ts';
import { FieldError } from '../../components/forms/field-error.tsx';
import { ShowPasswordButton } from './show-password-button.tsx';

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
  /** Signs in; resolves once the app has moved on, rejects with what the API answered. */
  onSignIn: (email: string, password: string) => Promise<unknown>;
}

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

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

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
      await onSignIn(email, password);
    } catch (error) {
      const next = signInProblem(error, new Date());
      setFieldErrors(next.fields);
      setProblem((previous) => ({ ...next, attempt: (previous?.attempt ?? 0) + 1 }));
      setPending(false);
    }
  };

  const errorId = (field: Field) => `${id}-${field}-error`;
  const fieldError = (field: Field) => <FieldError id={errorId(field)} message={fieldErrors[field]} />;

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
