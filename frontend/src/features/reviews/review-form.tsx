import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { contentRoutes } from '#contracts/routes/content.ts';
import { REVIEW_NAME_MAX, REVIEW_RATINGS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '#domain/content/guest-reviews-built.ts';
import { ApiError } from '../../lib/api-client.ts';
import { api } from '../../lib/api.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';

const FIELDS = ['name', 'email', 'rating', 'text', 'bookingReference', 'consent'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

const RATING_WORDS: Readonly<Record<(typeof REVIEW_RATINGS)[number], string>> = {
  5: 'loved it',
  4: 'really good',
  3: 'good',
  2: 'not great',
  1: 'poor',
};

export const REVIEW_THANKS = 'Thank you — staff read every review and publish it within a few days.';

// The schema (and zod with it) loads on first use of the form, not with the page (decision 055).
const loadSchema = () =>
  Promise.all([import('#domain/content/guest-reviews.ts'), import('../../lib/zod-without-eval.ts')]).then(([m]) => m.guestReviewSubmissionSchema);

/** What the form holds, as the API takes it: a rating not chosen and a box not ticked are absent, for the schema to name. */
function formBody(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const rating = data.get('rating');
  return {
    name: text('name'),
    email: text('email'),
    ...(rating === null ? {} : { rating: Number(rating) }),
    text: text('text'),
    bookingReference: text('bookingReference'),
    ...(data.get('consent') === null ? {} : { consent: true as const }),
  };
}

/** A reference from the thank-you e-mail's link (`?booking=B-...`), when it looks like one. */
function referenceFromAddress(): string | null {
  const value = new URLSearchParams(window.location.search).get('booking')?.trim() ?? '';
  return /^[A-Za-z0-9-]{1,20}$/.test(value) ? value.toUpperCase() : null;
}

/**
 * A guest's review of their cruise (decision 077): name, e-mail, stars, the review, the booking
 * reference (filled from the thank-you e-mail's link) and consent to show it. Checked with the
 * API's own schema, then sent (`POST /api/reviews`); staff approve it before it shows. The inputs
 * are uncontrolled, so what a visitor types before the page hydrates is kept (decision 007).
 */
export function ReviewForm({ headingId }: { headingId: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed' | 'limited' | 'sent'>('idle');

  // The page is prerendered without the address's query: the reference is filled once it runs.
  useEffect(() => {
    const reference = referenceFromAddress();
    if (reference && referenceRef.current && referenceRef.current.value === '') referenceRef.current.value = reference;
  }, []);

  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus();
  }, [status]);

  const show = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = formBody(event.currentTarget);
    const parsed = (await loadSchema()).safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      show(found);
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      await api(contentRoutes.createGuestReview, { body: parsed.data });
      setStatus('sent');
    } catch (error) {
      const details = error instanceof ApiError ? error.details : null;
      if (details?.fields) {
        show(details.fields as Errors);
        setStatus('idle');
      } else {
        setStatus(details?.code === 'RATE_LIMITED' ? 'limited' : 'failed');
      }
    }
  };

  if (status === 'sent') {
    return (
      <p ref={thanksRef} className="review-form__thanks" role="status" tabIndex={-1}>
        {REVIEW_THANKS}
      </p>
    );
  }

  const inputId = (field: Field) => `${id}-${field}`;
  const hintId = (field: Field) => `${id}-${field}-hint`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const error = (field: Field) => <FieldError id={errorId(field)} message={errors[field]} />;
  const invalid = (field: Field) => (errors[field] ? true : undefined);

  return (
    <form ref={formRef} className="contact-form review-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={headingId}>
      <div className="contact-form__grid">
        <div className="field">
          <label htmlFor={inputId('name')}>
            Your name<span aria-hidden="true"> *</span>
          </label>
          <input
            id={inputId('name')}
            name="name"
            type="text"
            required
            autoComplete="name"
            maxLength={REVIEW_NAME_MAX}
            aria-invalid={invalid('name')}
            aria-describedby={describedBy(hintId('name'), errors.name && errorId('name'))}
            onFocus={() => void loadSchema()}
          />
          <p id={hintId('name')} className="field__hint">
            We show your first name and last initial, e.g. “Megan R.”
          </p>
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor={inputId('email')}>
            E-mail<span aria-hidden="true"> *</span>
          </label>
          <input
            id={inputId('email')}
            name="email"
            type="email"
            required
            autoComplete="email"
            aria-invalid={invalid('email')}
            aria-describedby={describedBy(hintId('email'), errors.email && errorId('email'))}
            onFocus={() => void loadSchema()}
          />
          <p id={hintId('email')} className="field__hint">
            Never shown: only for our staff to reach you about your review.
          </p>
          {error('email')}
        </div>
      </div>
      <fieldset className="review-form__rating">
        <legend>
          Your rating<span aria-hidden="true"> *</span>
        </legend>
        <div className="review-form__stars">
          {REVIEW_RATINGS.map((stars) => (
            <label key={stars} className="review-form__star-option">
              <input
                type="radio"
                name="rating"
                value={stars}
                required
                aria-invalid={invalid('rating')}
                aria-describedby={describedBy(errors.rating && errorId('rating'))}
              />
              <span className="stars" aria-hidden="true">
                {Array.from({ length: 5 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions in a fixed row
                  <Star key={i} size={18} className={i < stars ? 'stars__on' : 'stars__off'} />
                ))}
              </span>
              <span>
                {stars} {stars === 1 ? 'star' : 'stars'}: {RATING_WORDS[stars]}
              </span>
            </label>
          ))}
        </div>
        {error('rating')}
      </fieldset>
      <div className="field">
        <label htmlFor={inputId('text')}>
          Your review<span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={inputId('text')}
          name="text"
          rows={6}
          required
          aria-invalid={invalid('text')}
          aria-describedby={describedBy(hintId('text'), errors.text && errorId('text'))}
          onFocus={() => void loadSchema()}
        />
        <p id={hintId('text')} className="field__hint">
          What made the day: the crew, the cove, the music. {REVIEW_TEXT_MIN} to {REVIEW_TEXT_MAX.toLocaleString('en-US')} characters.
        </p>
        {error('text')}
      </div>
      <div className="field">
        <label htmlFor={inputId('bookingReference')}>
          Booking reference<span className="field__optional"> (optional)</span>
        </label>
        <input
          ref={referenceRef}
          id={inputId('bookingReference')}
          name="bookingReference"
          type="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          aria-invalid={invalid('bookingReference')}
          aria-describedby={describedBy(hintId('bookingReference'), errors.bookingReference && errorId('bookingReference'))}
        />
        <p id={hintId('bookingReference')} className="field__hint">
          It is on your booking e-mails, e.g. B-1A2B3C4D. With the e-mail you booked with, it marks your review “Verified guest”.
        </p>
        {error('bookingReference')}
      </div>
      <div className="review-form__consent">
        <input
          id={inputId('consent')}
          name="consent"
          type="checkbox"
          required
          aria-invalid={invalid('consent')}
          aria-describedby={describedBy(errors.consent && errorId('consent'))}
        />
        <label htmlFor={inputId('consent')}>You agree we may show your first name, last initial and review on this site.</label>
      </div>
      {error('consent')}
      {status === 'failed' && (
        <p className="form-alert" role="alert">
          We couldn't send your review just now. Please try again in a moment.
        </p>
      )}
      {status === 'limited' && (
        <p className="form-alert" role="alert">
          We have had several reviews from you just now. Please try again in an hour.
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={status === 'sending'}>
        {status === 'sending' ? 'Sending...' : 'Send my review'}
      </button>
      <p className="contact-form__fine">
        Staff read every review before it shows. We use your e-mail only about your review. See our <Link to="/privacy">privacy policy</Link>.
      </p>
    </form>
  );
}
