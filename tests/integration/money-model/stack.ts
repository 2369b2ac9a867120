import { randomInt, randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { inject } from 'vitest';
import type { AdminBooking } from '#domain/booking/booking.ts';
import { addDays, calendarDateIn, dayOfWeek, instantAt, type IsoDate } from '#domain/shared/dates.ts';
import { monthOf } from '#domain/commerce/partners.ts';
import type { LedgerEntry, StoredBooking } from '#domain/booking/booking-record.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import type { TripView } from '#domain/portal/trip.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { chargeDueBalances, type BalanceChargeRun } from '#functions/app/payments/balance-charges.ts';
import { claimCruiseDate, freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { portalCookie } from '#tests/support/portal.ts';
import { clockHeaders } from '#tests/support/test-clock.ts';
import { asAdmin } from '../admin-support.ts';
import { apiLogin, api, newClientAddress, type ApiResponse } from '../api-client.ts';
import { config, leadGuest, privateSelection, unannouncedQuote } from '../booking-support.ts';
import { ahead, deliver, payOnPage, stripe, stripeEvent } from '../payment-support.ts';

// One booking of the money model on the real local stack: every action goes through the gateway's
// HTTP API, the payment simulator's hosted page and its Stripe API, or (the due-balances job) the
// job's own function, as production runs it. Nothing here decides what should happen: the model
// (model.ts) does; this only acts and reads.

export const GOOD_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
export const THREE_D_SECURE_CARD = '4000002500003155';
export type Card = typeof GOOD_CARD | typeof DECLINED_CARD | typeof THREE_D_SECURE_CARD;

/** Which of our checkouts a simulator session is: every charge the model could have made goes through one. */
export type SessionKind = 'deposit' | 'balance' | 'share';

export interface OpenCheckout {
  kind: SessionKind;
  url: string;
  sessionId: string;
  amount: number;
}

/**
 * Where a lane's bookings live: a band of cruise dates of its own, years beyond the other suites'
 * (which take dates up to three years ahead), so the due-balances job one lane runs at its
 * booking's due date can only ever find that booking among this run's saved cards.
 */
export interface DateBand {
  fromDays: number;
  toDays: number;
}

/** The lanes' bands: `lanes` bands of `weeks` weeks each, 5 weeks apart (more than the job's 30-day window). */
export function dateBands(lanes: number, weeks: number): DateBand[] {
  const start = 1_200;
  return Array.from({ length: lanes }, (_, lane) => {
    const fromDays = start + lane * (weeks + 5) * 7;
    return { fromDays, toDays: fromDays + weeks * 7 };
  });
}

const sessionIdOf = (url: string) => url.split('/').at(-1)!;

/** The staff session of the suite's admin (admin-support.ts), a request made at real time. */
export const staff = (method: string, path: string, body?: unknown) => asAdmin(method, path, body);

export class BookingUnderTest {
  readonly guest = leadGuest();
  /** Every checkout this booking ever had opened through our API, paid or not: the simulator sessions to account for. */
  readonly sessions: OpenCheckout[] = [];
  /** Every PaymentIntent the due-balances job reported charging (it makes them without a session). */
  readonly jobIntents: string[] = [];
  quoteToken = '';
  bookingId = '';
  shareToken: string | null = null;
  private portal: Promise<string> | undefined;
  /** The checkout session each PaymentIntent was paid in (found by intents()). */
  private readonly sessionOf = new Map<string, string>();

  constructor(readonly band: DateBand) {}

  get email() {
    return this.guest.email.toLowerCase();
  }

  /** A fresh cruise date of the band on `weekday` (and outside `notInMonth`), claimed for this run. */
  date(weekday: number, notInMonth?: string): IsoDate {
    if (notInMonth === undefined) return freshCruiseDate(weekday, this.band);
    const today = calendarDateIn(new Date());
    const candidates: IsoDate[] = [];
    for (let day = this.band.fromDays; day <= this.band.toDays; day += 1) {
      const date = addDays(today, day);
      if (dayOfWeek(date) === weekday && monthOf(date) !== notInMonth) candidates.push(date);
    }
    // A random order, so moves spread over the band as freshCruiseDate's dates do.
    for (let index = candidates.length - 1; index > 0; index -= 1) {
      const other = randomInt(index + 1);
      [candidates[index], candidates[other]] = [candidates[other]!, candidates[index]!];
    }
    const date = candidates.find((candidate) => claimCruiseDate(candidate));
    if (!date) throw new Error(`No unclaimed ${weekday} outside ${notInMonth} in the band ${JSON.stringify(this.band)}`);
    return date;
  }

  /** The quote, stored as the API stores one but not announced: hundreds of them must not flood the shared bus (booking-support.ts). */
  async quote(weekday: number): Promise<number> {
    const quote = await unannouncedQuote(privateSelection(this.date(weekday), 20));
    this.quoteToken = quote.token;
    return quote.price.totalPrice;
  }

  async book(): Promise<ApiResponse> {
    const made = await api('POST', '/api/bookings', {
      from: newClientAddress(),
      headers: { 'idempotency-key': randomUUID(), ...ahead() },
      body: { quoteToken: this.quoteToken, start: '13:30', leadGuest: this.guest, acceptCancellationPolicy: true },
    });
    if (made.status === 201) this.bookingId = made.body.booking.id as string;
    return made;
  }

  private remember(kind: SessionKind, response: ApiResponse): OpenCheckout | null {
    if (response.status !== 200) return null;
    const url = response.body.url as string;
    const open = { kind, url, sessionId: sessionIdOf(url), amount: response.body.amount as number };
    if (!this.sessions.some((session) => session.sessionId === open.sessionId)) this.sessions.push(open);
    return open;
  }

  async depositCheckout(saveCard: boolean): Promise<{ response: ApiResponse; open: OpenCheckout | null }> {
    const response = await api('POST', '/api/bookings/checkout', {
      from: newClientAddress(),
      body: { quoteToken: this.quoteToken, saveCard },
      headers: ahead(),
    });
    return { response, open: this.remember('deposit', response) };
  }

  async balanceCheckout(): Promise<{ response: ApiResponse; open: OpenCheckout | null }> {
    const response = await api('POST', '/api/bookings/balance-checkout', { from: newClientAddress(), body: { quoteToken: this.quoteToken }, headers: ahead() });
    return { response, open: this.remember('balance', response) };
  }

  async shareLink(shareAmount: number): Promise<ApiResponse> {
    const response = await api('POST', '/api/bookings/share', {
      from: newClientAddress(),
      body: { quoteToken: this.quoteToken, shareAmount },
      headers: ahead(),
    });
    if (response.status === 200) this.shareToken = (response.body.shares.sharePath as string).split('/').at(-1)!;
    return response;
  }

  async shareCheckout(friend: string): Promise<{ response: ApiResponse; open: OpenCheckout | null }> {
    const email = `${friend.toLowerCase().replace(/[^a-z]+/g, '.')}.${this.bookingId.slice(0, 8)}@friends.example`;
    const response = await api('POST', `/api/pay/${this.shareToken}/checkout`, { from: newClientAddress(), body: { name: friend, email }, headers: ahead() });
    return { response, open: this.remember('share', response) };
  }

  /** Pays on the simulator's page as a browser does; the 3-D Secure card completes its authentication. */
  async pay(open: OpenCheckout, card: Card): Promise<number> {
    const page = await payOnPage(open.url, card);
    if (page.status === 200 && card === THREE_D_SECURE_CARD) {
      const done = await fetch(`${open.url}/authenticate`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=complete',
      });
      await done.text();
      return done.status;
    }
    return page.status;
  }

  async sessionStatus(open: OpenCheckout): Promise<string | null> {
    return (await stripe.checkout.sessions.retrieve(open.sessionId)).status;
  }

  /** Lets a checkout lapse: Stripe (the simulator) expires it and sends checkout.session.expired. */
  async expire(open: OpenCheckout): Promise<void> {
    const session = await stripe.checkout.sessions.retrieve(open.sessionId);
    if (session.status === 'open') await stripe.checkout.sessions.expire(open.sessionId);
  }

  async recordPayment(kind: 'deposit' | 'balance', amount: number): Promise<ApiResponse> {
    return staff('POST', `/api/admin/bookings/${this.bookingId}/payments`, { kind, amount, method: 'cash', receivedOn: calendarDateIn(new Date()) });
  }

  async adjust(kind: 'discount' | 'credit', amount: number): Promise<ApiResponse> {
    return asAdmin(
      'POST',
      `/api/admin/bookings/${this.bookingId}/adjustments`,
      { kind, amount, reason: 'Model-based test adjustment.' },
      { 'idempotency-key': randomUUID() },
    );
  }

  async refund(amount: number, extra: Record<string, unknown> = {}): Promise<ApiResponse> {
    return staff('POST', `/api/admin/bookings/${this.bookingId}/refunds`, { amount, reason: 'Model-based test refund.', kind: 'mistake', ...extra });
  }

  async cancel(): Promise<ApiResponse> {
    return staff('POST', `/api/admin/bookings/${this.bookingId}/cancel`, { reason: 'Model-based test cancellation.' });
  }

  private portalSession(): Promise<string> {
    this.portal ??= portalCookie(this.email);
    return this.portal;
  }

  async portalRequest(method: string, path: string, body?: unknown): Promise<ApiResponse> {
    // At the suite's clock, when the portal session (tests/support/portal.ts) is surely open.
    return api(method, path, {
      from: newClientAddress(),
      ...(body === undefined ? {} : { body }),
      headers: { cookie: await this.portalSession(), ...clockHeaders() },
    });
  }

  async movePreview(date: IsoDate): Promise<ApiResponse> {
    return this.portalRequest('GET', `/api/portal/trips/${this.bookingId}/move-preview?date=${date}&start=13:30`);
  }

  async move(date: IsoDate, expectedTotal: number): Promise<ApiResponse> {
    return this.portalRequest('POST', `/api/portal/trips/${this.bookingId}/move`, { date, start: '13:30', expectedTotal });
  }

  /** The due-balances job, run at noon on the booking's due date (Stripe keeps real time; only the job's "today" moves). */
  async chargeSavedCard(dueOn: IsoDate): Promise<BalanceChargeRun> {
    return chargeDueBalances(config, instantAt(dueOn, '12:00'));
  }

  /**
   * Stripe's retries and reordering: every event this booking's payments and refunds gave rise to,
   * delivered again, newest first (so each arrives after the ones that came after it).
   */
  async replayWebhooks(): Promise<ApiResponse[]> {
    const events: unknown[] = [];
    for (const intent of await this.intents()) {
      if (intent.status !== 'succeeded') continue;
      const charge = intent.latest_charge as Stripe.Charge | null;
      events.push(stripeEvent('payment_intent.succeeded', { ...intent, latest_charge: charge?.id ?? null }));
      const session = this.sessions.find((open) => open.sessionId === this.sessionOf.get(intent.id));
      if (session) events.push(stripeEvent('checkout.session.completed', await stripe.checkout.sessions.retrieve(session.sessionId)));
      for (const refund of (await stripe.refunds.list({ payment_intent: intent.id, limit: 100 })).data) {
        events.push(stripeEvent('refund.created', refund));
        if (charge) events.push(stripeEvent('charge.refunded', charge));
      }
    }
    const answers: ApiResponse[] = [];
    for (const event of events.reverse()) answers.push(await deliver(event));
    return answers;
  }

  /**
   * Every PaymentIntent the simulator made for this booking that we can name: those of every
   * checkout session we opened, those the job reported, and any the ledger names.
   */
  async intents(ledger: readonly LedgerEntry[] = []): Promise<Stripe.PaymentIntent[]> {
    const ids = new Set<string>(this.jobIntents);
    for (const open of this.sessions) {
      const session = await stripe.checkout.sessions.retrieve(open.sessionId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
      if (intent) {
        ids.add(intent);
        this.sessionOf.set(intent, open.sessionId);
      }
    }
    for (const entry of ledger) {
      if (entry.stripe) ids.add(entry.stripe.paymentIntentId);
      if (entry.stripeRefund) ids.add(entry.stripeRefund.paymentIntentId);
    }
    return Promise.all([...ids].map((id) => stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })));
  }

  // ---- reads

  async stored(): Promise<{ booking: StoredBooking; ledger: LedgerEntry[] }> {
    const repository = bookingsRepository(config);
    const [booking, ledger] = await Promise.all([repository.get(this.bookingId), repository.ledger(this.bookingId)]);
    return { booking: booking!, ledger };
  }

  async quotePage(): Promise<QuoteByTokenResponse> {
    return (await api('GET', `/api/quotes/by-token/${this.quoteToken}`, { from: newClientAddress(), headers: ahead() })).body as QuoteByTokenResponse;
  }

  async portalTrip(): Promise<TripView> {
    const response = await this.portalRequest('GET', `/api/portal/trips/${this.bookingId}`);
    if (response.status !== 200) throw new Error(`The portal trip answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body.trip as TripView;
  }

  async staffBooking(): Promise<AdminBooking> {
    const response = await staff('GET', `/api/admin/bookings/${this.bookingId}`);
    if (response.status !== 200) throw new Error(`The staff booking answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body.booking as AdminBooking;
  }
}

/**
 * A staff session signed in at `clock` (one signed in now has expired at a clock years ahead):
 * how the dashboard is read on the day a booking's balance falls due.
 */
export async function staffAt(clock: Date) {
  const { admin } = inject('stack');
  const login = await apiLogin({
    from: newClientAddress(),
    body: { email: admin.email, password: admin.password },
    headers: clockHeaders(clock),
  });
  if (login.status !== 200) throw new Error(`Sign-in at ${clock.toISOString()} failed: ${login.status} ${JSON.stringify(login.body)}`);
  const cookie = (login.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]).join('; ');
  return (method: string, path: string) => api(method, path, { from: newClientAddress(), headers: { cookie, ...clockHeaders(clock) } });
}
