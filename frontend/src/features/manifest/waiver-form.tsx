import { PenLine } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { WaiverPageResponse, WaiverSignedResponse } from '#domain/portal/manifest.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { signWaiver } from './waiver-api.ts';
import { loadOnUse } from '../../lib/load-on-use.ts';

// The server's schema (and zod with it) loads when the guest starts on the form, not with the page.
const loadSignatureSchema = loadOnUse(() => import('#domain/portal/manifest-schemas.ts'));
const UNREACHABLE = 'We could not take your signature just now. Check your connection and try again: what you typed is still here.';

// The guest's signature (decision 023): name, e-mail, date of birth on a 21+ cruise, the typed
// signature and the agreement, checked here with the server's own schema so a mistake is shown at
// its field; the server checks again, with the age rule, and its refusals are shown the same way.

type Field = 'name' | 'email' | 'dateOfBirth' | 'typedSignature' | 'agree' | 'photoConsent';

interface Values {
  name: string;
  email: string;
  dateOfBirth: string;
  typedSignature: string;
  agree: boolean;
  photoConsent: boolean;
}

const EMPTY: Values = { name: '', email: '', dateOfBirth: '', typedSignature: '', agree: false, photoConsent: false };

// Fixed ids, not useId's: the server renders the page's <main> apart from the rest of the page
// (decision 094), where useId would count from another root. The page has one such form.
const FORM_ID = 'waiver';
const inputId = (field: Field) => `${FORM_ID}-${field}`;
const errorId = (field: Field) => `${FORM_ID}-${field}-error`;

/** What the fields hold, which differs from what React holds when the guest filled them in before React took the form over. */
function valuesInFields(form: HTMLFormElement): Values {
  const input = (field: Field) => {
    const element = form.elements.namedItem(inputId(field));
    return element instanceof HTMLInputElement ? element : null;
  };
  return {
    name: input('name')?.value ?? '',
    email: input('email')?.value ?? '',
    dateOfBirth: input('dateOfBirth')?.value ?? '',
    typedSignature: input('typedSignature')?.value ?? '',
    agree: input('agree')?.checked ?? false,
    photoConsent: input('photoConsent')?.checked ?? false,
  };
}

function firstIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as Field;
    errors[key] ??= issue.message;
  }
  return errors;
}

export function WaiverForm({ token, page, onSigned }: { token: string; page: WaiverPageResponse; onSigned: (signed: WaiverSignedResponse) => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((current) => ({ ...current, [field]: value }));
  const invalid = (field: Field) => (errors[field] ? { 'aria-invalid': true as const } : {});

  // A page rendered with its waiver is hydrated at the guest's first intent (decision 094): what
  // they typed or ticked before React owned the form is in the fields, not in the state, and the
  // next render would wipe it. Read before the browser paints, and before a tap on "Sign the
  // waiver" held until then is replayed. The fields carry no name, so a form React never took
  // cannot send a signature or a date of birth in an address.
  useLayoutEffect(() => {
    if (!form.current) return;
    const typed = valuesInFields(form.current);
    const started = Object.entries(typed).some(([field, value]) => value !== EMPTY[field as keyof Values]);
    // The guest was on the form before React listened (its onFocus never ran): the schema is asked
    // for now, not when they sign.
    if (started || form.current.contains(document.activeElement)) void loadSignatureSchema().catch(() => undefined);
    if (started) setValues(typed);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const request = {
      name: values.name,
      email: values.email,
      typedSignature: values.typedSignature,
      ...(page.requiresTwentyOne ? { dateOfBirth: values.dateOfBirth } : {}),
      agree: values.agree,
      photoConsent: values.photoConsent,
      waiverVersion: page.waiver.version,
    };
    let schemas: Awaited<ReturnType<typeof loadSignatureSchema>>;
    try {
      schemas = await loadSignatureSchema();
    } catch {
      setRefusal(UNREACHABLE);
      return;
    }
    const parsed = schemas.waiverSignatureRequestSchema.safeParse(request);
    const found = parsed.success ? {} : firstIssues(parsed.error.issues);
    if (page.requiresTwentyOne && !values.dateOfBirth) found.dateOfBirth = 'Enter your date of birth.';
    setErrors(found);
    setRefusal(null);
    if (!parsed.success || Object.keys(found).length > 0) {
      const first = (['name', 'email', 'dateOfBirth', 'typedSignature', 'agree', 'photoConsent'] as const).find((field) => found[field]);
      if (first) document.getElementById(inputId(first))?.focus();
      return;
    }
    setSending(true);
    try {
      onSigned(await signWaiver(token, parsed.data));
    } catch (failure) {
      const details = failure instanceof ApiError ? failure.details : null;
      setErrors((details?.fields ?? {}) as Partial<Record<Field, string>>);
      setRefusal(details?.message ?? UNREACHABLE);
      setSending(false);
      requestAnimationFrame(() => alert.current?.focus());
    }
  };

  return (
    <form
      ref={form}
      className="waiver-form"
      onFocus={() => void loadSignatureSchema().catch(() => undefined)}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${FORM_ID}-heading`}
    >
      <h2 id={`${FORM_ID}-heading`}>Sign the waiver</h2>
      {refusal && (
        <div className="form-alert" role="alert" tabIndex={-1} ref={alert}>
          <p>{refusal}</p>
        </div>
      )}
      <div className="field">
        <label htmlFor={inputId('name')}>Your full name</label>
        <input
          id={inputId('name')}
          type="text"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          aria-describedby={describedBy(errors.name && errorId('name'))}
          {...invalid('name')}
        />
        <FieldError id={errorId('name')} message={errors.name} />
      </div>
      <div className="field">
        <label htmlFor={inputId('email')}>Your e-mail address</label>
        <p className="field__hint" id={`${FORM_ID}-email-hint`}>
          We keep only a fingerprint of it with your signature, to tell the organiser you signed.
        </p>
        <input
          id={inputId('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          aria-describedby={describedBy(`${FORM_ID}-email-hint`, errors.email && errorId('email'))}
          {...invalid('email')}
        />
        <FieldError id={errorId('email')} message={errors.email} />
      </div>
      {page.requiresTwentyOne && (
        <div className="field">
          <label htmlFor={inputId('dateOfBirth')}>Date of birth</label>
          <p className="field__hint" id={`${FORM_ID}-dob-hint`}>
            This cruise is for guests 21 and over. Bring photo ID: the crew may ask for it at boarding.
          </p>
          <input
            id={inputId('dateOfBirth')}
            type="date"
            autoComplete="bday"
            value={values.dateOfBirth}
            onChange={(event) => set('dateOfBirth', event.target.value)}
            aria-describedby={describedBy(`${FORM_ID}-dob-hint`, errors.dateOfBirth && errorId('dateOfBirth'))}
            {...invalid('dateOfBirth')}
          />
          <FieldError id={errorId('dateOfBirth')} message={errors.dateOfBirth} />
        </div>
      )}
      <div className="waiver-check">
        <input id={inputId('photoConsent')} type="checkbox" checked={values.photoConsent} onChange={(event) => set('photoConsent', event.target.checked)} />
        <label htmlFor={inputId('photoConsent')}>You may use photos of me from the cruise on your website and social media (optional)</label>
      </div>
      <div className="waiver-check">
        <input
          id={inputId('agree')}
          type="checkbox"
          checked={values.agree}
          onChange={(event) => set('agree', event.target.checked)}
          aria-describedby={describedBy(errors.agree && errorId('agree'))}
          {...invalid('agree')}
        />
        <label htmlFor={inputId('agree')}>I have read the waiver above and agree to it</label>
      </div>
      <FieldError id={errorId('agree')} message={errors.agree} />
      <div className="field">
        <label htmlFor={inputId('typedSignature')}>Signature: type your full name</label>
        <input
          id={inputId('typedSignature')}
          className="waiver-form__signature"
          type="text"
          autoComplete="off"
          maxLength={100}
          value={values.typedSignature}
          onChange={(event) => set('typedSignature', event.target.value)}
          aria-describedby={describedBy(errors.typedSignature && errorId('typedSignature'))}
          {...invalid('typedSignature')}
        />
        <FieldError id={errorId('typedSignature')} message={errors.typedSignature} />
      </div>
      <button type="submit" className="button button--sun" disabled={sending}>
        <PenLine size={18} aria-hidden="true" /> {sending ? 'Signing...' : 'Sign the waiver'}
      </button>
    </form>
  );
}
