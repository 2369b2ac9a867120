import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { SharePageResponse } from '#domain/payments/split-payments.ts';
import { PAY_TITLE } from '../app/prerendered-app-routes.ts';
import { isUnknownLink, LinkPageFallback } from '../components/link-page-fallback.tsx';
import { usePrivatePageHead } from '../features/quotes/use-private-page-head.ts';
import { refusalMessage, sharePageQueryKey, startShareCheckout, useSharePage } from '../features/booking/split-api.ts';
import { embeddedPayPage, type PayPageData } from '../features/booking/pay-page-data.ts';
import { PaidShares } from '../features/booking/share-panel.tsx';
import { loadOnUse } from '../lib/load-on-use.ts';
import '../styles/quote.css';

// /pay/{token}: the page a booking's share link opens (decision 021). A friend sees the cruise,
// who has paid and what remains, and pays their share by card on Stripe's page. It shows none of
// the organiser's details but a first name, is never prerendered (its content is private to the
// link) and never indexed.

/** Back from Stripe paid, the page asks again for a while: the webhook may be a moment behind the guest. */
const RETURN_POLL_MS = 1500;
const RETURN_POLL_LIMIT_MS = 30_000;

/** The page around the share; while it loads, at least a screen tall, so the footer does not jump when it arrives. */
function PayFrame({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  return (
    <main id="main" className={loading ? 'quote-page quote-page--loading' : 'quote-page'}>
      <div className="section__inner">{children}</div>
    </main>
  );
}

type ShareField = 'name' | 'email';

// The checkout's schema (zod and the booking schemas it shares) loads when the friend starts on the
// form, not with the page: most who open a share link read it before paying, and the page paints and
// answers sooner without building schemas it may never use (issue 27).
const loadCheckoutSchema = loadOnUse(() => import('#domain/payments/split-payment-schemas.ts'));

function ShareForm({ token, amount }: { token: string; amount: number }) {
  const [values, setValues] = useState<Record<ShareField, string>>({ name: '', email: '' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ShareField, string>>>({});
  // Fixed ids, not useId's: the server renders the page's <main> apart from the rest of the page
  // (decision 093), where useId would count from another root. The page has one such form.
  const ids = { name: 'pay-name', email: 'pay-email', nameError: 'pay-name-error', emailError: 'pay-email-error', error: 'pay-error' };
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  // A page rendered with its figures is hydrated at the friend's first intent (decision 093): what
  // they typed before React owned the form is in the fields, not in the state, and the next render
  // would wipe it. Read before the browser paints, and before a submission held until then is replayed.
  useLayoutEffect(() => {
    const typed = { name: nameInput.current?.value ?? '', email: emailInput.current?.value ?? '' };
    if (typed.name !== '' || typed.email !== '') setValues(typed);
  }, []);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    let schemas: Awaited<ReturnType<typeof loadCheckoutSchema>>;
    try {
      schemas = await loadCheckoutSchema();
    } catch {
      setError('We could not open the payment page just now. Check your connection and try again.');
      return;
    }
    const parsed = schemas.shareCheckoutRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<ShareField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'email') && !found[field])
          found[field] = field === 'name' && !values.name.trim() ? 'Enter your name, so the group can see who paid.' : issue.message;
      }
      setFieldErrors(found);
      setError(null);
      (found.name ? nameInput : emailInput).current?.focus();
      return;
    }
    setFieldErrors({});
    setSending(true);
    setError(null);
    try {
      const { url } = await startShareCheckout(token, parsed.data);
      window.location.assign(url);
    } catch (failure) {
      setError(refusalMessage(failure, 'We could not open the payment page just now. Try again in a moment.'));
      setSending(false);
    }
  };

  return (
    <form className="pay-page__form" onFocus={() => void loadCheckoutSchema().catch(() => undefined)} onSubmit={(event) => void pay(event)} noValidate>
      {error && (
        <div className="form-alert" role="alert" id={ids.error}>
          <p>{error}</p>
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.name}>Your name</label>
        <input
          ref={nameInput}
          id={ids.name}
          type="text"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          {...(fieldErrors.name ? { 'aria-describedby': ids.nameError, 'aria-invalid': true } : {})}
        />
        {fieldErrors.name && (
          <p className="field__error" id={ids.nameError}>
            {fieldErrors.name}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.email}>Your e-mail, for your receipt</label>
        <input
          ref={emailInput}
          id={ids.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          {...(fieldErrors.email ? { 'aria-describedby': ids.emailError, 'aria-invalid': true } : {})}
        />
        {fieldErrors.email && (
          <p className="field__error" id={ids.emailError}>
            {fieldErrors.email}
          </p>
        )}
      </div>
      <button type="submit" className="button button--sun" disabled={sending}>
        <CreditCard aria-hidden="true" size={18} /> {sending ? 'Opening the payment page...' : `Pay your share: ${formatMoney(amount)}`}
      </button>
      <p className="quote-section__note">You pay by card on Stripe's secure page. A share is held for you while you pay.</p>
    </form>
  );
}

const hasEnded = (page: SharePageResponse) => page.booking.status === 'cancelled' || page.booking.status === 'released';

function nothingToPay(page: SharePageResponse): string {
  if (page.booking.status === 'released') return 'This booking was released before its deposit was paid: it takes no payments.';
  if (page.booking.status === 'cancelled') {
    return page.refunded > 0
      ? `This cruise was cancelled, so it takes no more payments. ${formatMoney(page.refunded)} has gone back to the cards that paid: each share to the card that paid it.`
      : 'This cruise was cancelled, so it takes no more payments.';
  }
  if (page.remaining === 0) return 'This cruise is paid in full. Thank you!';
  if (page.booking.status === 'pending_deposit' && page.reserved === 0)
    return 'This booking is waiting for its deposit and takes no shares just now. Ask the organiser.';
  return 'What is left is being paid by others right now. Look again in half an hour if their payments do not go through.';
}

/** How the friend came back from Stripe's page, and the share they paid there (`?share=`) when they paid. */
interface Returned {
  payment: 'done' | 'cancelled' | null;
  share: string | null;
}

/** The friend's own payment, once the webhook has recorded it and the page lists it. */
function ownPayment(page: SharePageResponse, returned: Returned) {
  return returned.payment === 'done' && returned.share ? page.paidShares.find((paid) => paid.reservationId === returned.share) : undefined;
}

function SharePage({ token, page, returned }: { token: string; page: SharePageResponse; returned: Returned }) {
  const { booking } = page;
  const own = ownPayment(page, returned);
  const facts = [
    { term: 'Cruise', detail: booking.packageName },
    { term: 'Date', detail: formatWrittenDate(booking.date) },
    { term: 'Time', detail: booking.slotLabel },
    { term: 'Boat', detail: booking.boatName },
    { term: 'Group', detail: `${booking.groupSize} guests` },
    { term: 'Reference', detail: booking.reference },
  ];
  const ended = hasEnded(page);
  const money = ended
    ? [
        { term: 'Total', detail: formatMoney(page.totalPrice) },
        { term: 'Refunded', detail: formatMoney(page.refunded) },
        // Money a refund has not reached yet (one that failed, say) is said, not hidden.
        ...(page.paid > 0 ? [{ term: 'Not refunded yet', detail: formatMoney(page.paid) }] : []),
      ]
    : [
        { term: 'Total', detail: formatMoney(page.totalPrice) },
        { term: 'Paid so far', detail: formatMoney(page.paid) },
        { term: 'Still to pay', detail: formatMoney(page.remaining) },
      ];
  const whose = booking.organiserFirstName ? `${booking.organiserFirstName}'s cruise` : 'The cruise';
  const heading = ended
    ? `${whose} was ${booking.status === 'cancelled' ? 'cancelled' : 'released'}`
    : booking.organiserFirstName
      ? `Pay your share of ${booking.organiserFirstName}'s cruise`
      : 'Pay your share of the cruise';
  return (
    <article className="quote-view">
      <h1>{heading}</h1>
      {returned.payment === 'done' && (
        <p className="form-success" role="status">
          {own
            ? `Thank you! Your payment of ${formatMoney(own.amount)} is recorded: you are on the list below.`
            : 'Thank you! Your payment went through; it shows below as soon as the bank confirms it.'}
        </p>
      )}
      {returned.payment === 'cancelled' && <p role="status">You left the payment page without paying. Nothing was charged.</p>}
      <dl className="quote-facts">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
      </dl>
      <section className="quote-section" aria-labelledby="pay-money-heading">
        <h2 id="pay-money-heading">The group's payments</h2>
        <dl className="quote-money">
          {money.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.detail}</dd>
            </div>
          ))}
        </dl>
        <PaidShares shares={page.paidShares} />
      </section>
      <section className="quote-section" aria-labelledby="pay-share-heading">
        <h2 id="pay-share-heading">{own ? 'Pay another share' : 'Your share'}</h2>
        {page.nextShare !== null ? <ShareForm token={token} amount={page.nextShare} /> : <p>{nothingToPay(page)}</p>}
      </section>
      <p className="quote-section__note">
        Questions about the cruise? Call us on <a href={businessFacts.phone.href}>{businessFacts.phone.display}</a> with the reference {booking.reference}.
      </p>
    </article>
  );
}

function returnedFrom(search: string): Returned {
  const params = new URLSearchParams(search);
  const payment = params.get('payment');
  return { payment: payment === 'done' || payment === 'cancelled' ? payment : null, share: params.get('share') };
}

/** The page's title: the server's render writes the same into the head (decision 093). */
export function payPageTitle(notFound: boolean): string {
  return `${notFound ? 'Payment link not found' : PAY_TITLE} | ${businessFacts.name}`;
}

/**
 * The page's `<main>` as the server renders it with the share page's answer (entry-pay-server.tsx,
 * decision 093): the same frame and page the browser renders below from the same data.
 */
export function RenderedPayMain({ data }: { data: PayPageData }) {
  return (
    <PayFrame>
      <SharePage token={data.token} page={data.answer} returned={{ payment: null, share: null }} />
    </PayFrame>
  );
}

export default function PayPage() {
  const { token = '' } = useParams();
  const { search } = useLocation();
  const returned = returnedFrom(search);
  // A page the server rendered with its figures starts from that data (decision 093); the shell asks the API.
  const [rendered] = useState(() => embeddedPayPage(token));
  const query = useSharePage(token, rendered);
  const queryClient = useQueryClient();
  const notFound = query.isError && isUnknownLink(query.error);
  usePrivatePageHead(payPageTitle(notFound));

  // Back from a paid checkout: ask again until the friend's own payment is listed (the webhook's
  // record), or half a minute passes.
  const recorded = query.data !== undefined && ownPayment(query.data, returned) !== undefined;
  const returnedPaid = returned.payment === 'done';
  useEffect(() => {
    if (!returnedPaid || recorded) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > RETURN_POLL_LIMIT_MS) clearInterval(timer);
      else void queryClient.invalidateQueries({ queryKey: sharePageQueryKey(token) });
    }, RETURN_POLL_MS);
    return () => clearInterval(timer);
  }, [returnedPaid, recorded, queryClient, token]);

  if (query.data)
    return (
      <PayFrame>
        <SharePage token={token} page={query.data} returned={returned} />
      </PayFrame>
    );
  return (
    <PayFrame loading={query.isPending}>
      <LinkPageFallback
        query={query}
        title={PAY_TITLE}
        lead="The cruise, what the group has paid so far and what is left: here in a moment, with the button to pay your share by card."
        loadingLabel="Loading the booking..."
        notFoundTitle="Payment link not found"
        notFoundText="This link does not open a booking. Check it, or ask the organiser to send it again."
        loadErrorText="We could not load this booking just now."
      />
    </PayFrame>
  );
}
