import '../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  accountDeletionRequestSchema,
  confirmsAddress,
  EMAIL_PREFERENCES,
  profileUpdateSchema,
  type EmailPreferences,
  type ProfileView,
} from '#domain/portal/guest-profile.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { PORTAL_DATA_API, useDeleteAccount, usePortalProfile, useSaveProfile } from './api.ts';
import '../../styles/portal-profile.css';

type Errors = Partial<Record<'name' | 'phone' | 'form', string>>;

const problem = (failure: unknown, fallback: string) =>
  (failure instanceof ApiError ? failure.details : null) ?? { code: '', message: fallback, fields: undefined };

/** Name, phone and the optional e-mails; saved over the profile the page read. */
function DetailsForm({ profile }: { profile: ProfileView }) {
  const id = useId();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone);
  const [preferences, setPreferences] = useState<EmailPreferences>(profile.preferences);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const save = useSaveProfile();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved('');
    const parsed = profileUpdateSchema.safeParse({ name, phone, preferences });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'phone') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      (found.name ? nameInput : phoneInput).current?.focus();
      return;
    }
    try {
      const { profile: stored } = await save.mutateAsync({ ...parsed.data, expectedUpdatedAt: profile.updatedAt });
      setErrors({});
      setName(stored.name);
      setPhone(stored.phone);
      setSaved('Your profile is saved.');
    } catch (failure) {
      const details = problem(failure, 'We could not save your profile. Check your connection and try again.');
      setErrors({ name: details.fields?.['name'], phone: details.fields?.['phone'], form: details.fields ? undefined : details.message });
    }
  };

  return (
    <form className="portal-card" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>Your details</h2>
      <p className="portal-card__lead">
        You sign in as <strong className="portal-profile__email">{profile.email}</strong>. We use these on your next bookings and when we need to reach you.
      </p>
      <div className="field">
        <label htmlFor={`${id}-name`}>Full name</label>
        <input
          id={`${id}-name`}
          ref={nameInput}
          name="name"
          autoComplete="name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(errors.name && `${id}-name-error`)}
        />
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>Phone</label>
        <input
          id={`${id}-phone`}
          ref={phoneInput}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          maxLength={40}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy(errors.phone && `${id}-phone-error`)}
        />
        <FieldError id={`${id}-phone-error`} message={errors.phone} />
      </div>
      <fieldset className="portal-profile__preferences">
        <legend>E-mails you can turn off</legend>
        <p className="portal-card__hint">Receipts, refunds, booking changes and anything about a payment are always sent.</p>
        {(Object.keys(EMAIL_PREFERENCES) as Array<keyof EmailPreferences>).map((key) => (
          <div className="portal-profile__choice" key={key}>
            <input
              id={`${id}-${key}`}
              type="checkbox"
              checked={preferences[key]}
              onChange={(event) => setPreferences({ ...preferences, [key]: event.target.checked })}
              aria-describedby={`${id}-${key}-hint`}
            />
            <label htmlFor={`${id}-${key}`}>{EMAIL_PREFERENCES[key].label}</label>
            <p id={`${id}-${key}-hint`} className="portal-card__hint">
              {EMAIL_PREFERENCES[key].hint}
            </p>
          </div>
        ))}
      </fieldset>
      <FieldError id={`${id}-form-error`} message={errors.form} alert />
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save profile'}
      </button>
      <p role="status" className="portal-profile__saved">
        {saved}
      </p>
    </form>
  );
}

/** The data file: a plain link, so the browser saves what the API sends as an attachment. */
function DownloadData() {
  const id = useId();
  return (
    <section className="portal-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your data</h2>
      <p>
        Download everything we hold under your e-mail address as one file: your details, enquiries, quotes, bookings and payments, the e-mails we sent you and
        the notes our crew keep.
      </p>
      <a className="button button--secondary" href={PORTAL_DATA_API} download>
        Download my data
      </a>
    </section>
  );
}

/** Deleting the account, confirmed by typing the address; then the portal is left. */
function DeleteAccount({ email }: { email: string }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = accountDeletionRequestSchema.safeParse({ confirmEmail: typed });
    const message = !parsed.success
      ? (parsed.error.issues[0]?.message ?? 'Type your e-mail address to confirm.')
      : !confirmsAddress(parsed.data.confirmEmail, email)
        ? 'That is not the address you signed in with.'
        : null;
    if (message || !parsed.success) {
      setError(message);
      input.current?.focus();
      return;
    }
    try {
      await remove.mutateAsync(parsed.data);
      toast({ title: 'Your account is deleted', description: 'You are signed out. Thank you for cruising with us.', variant: 'success' });
      void navigate('/', { replace: true });
    } catch (failure) {
      const details = problem(failure, 'We could not delete your account. Check your connection and try again.');
      setError(details.fields?.['confirmEmail'] ?? details.message);
      input.current?.focus();
    }
  };

  return (
    <form className="portal-card portal-card--danger" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>Delete your account</h2>
      <p>We delete your details, enquiries, quotes you did not book and the e-mails we sent you, and sign you out everywhere.</p>
      <p>
        Bookings stay in our accounts, as the law asks of a business, but without your name, e-mail or phone. While a trip is coming up we still need to reach
        you: cancel it first, or call us.
      </p>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>Type your e-mail address to confirm</label>
        <input
          id={`${id}-confirm`}
          ref={input}
          name="confirmEmail"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`)}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <button type="submit" className="button button--danger" disabled={remove.isPending}>
        {remove.isPending ? 'Deleting...' : 'Delete my account'}
      </button>
    </form>
  );
}

/** /portal/profile: the guest's details, e-mail choices, their data and deleting the account (decision 025). */
export function PortalProfilePage() {
  const query = usePortalProfile();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main id="main" className="portal-page portal-profile">
      <h1 ref={heading} tabIndex={-1} className="portal-page__title">
        Your profile
      </h1>
      {query.isPending ? <p role="status">Loading your profile...</p> : null}
      {query.isError ? <p role="alert">We could not load your profile. Check your connection and reload the page.</p> : null}
      {query.data ? (
        <>
          <DetailsForm profile={query.data.profile} />
          <DownloadData />
          <DeleteAccount email={query.data.profile.email} />
        </>
      ) : null}
    </main>
  );
}
