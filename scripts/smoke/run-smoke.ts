import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import type { PublicBooking } from '#domain/booking/booking.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import type { AdminCustomerDetailResponse } from '#domain/people/back-office.ts';
import { AVAILABILITY_MAX_DAYS } from '#domain/booking/inventory.ts';
import { addDays, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { payOnCheckoutPage } from './pay-on-checkout-page.ts';
import { smokeClient, type SmokeClient } from './smoke-client.ts';

export interface SmokeOptions {
  /** The stage's site: its pages and, under /api, its API. */
  site: URL;
  /** A staff member's sign-in, for the back office's checks and the clean-up. */
  staff: { email: string; password: string /** The authenticator's code now, for staff who sign in with one (decision 085). */; code?: () => string };
  /**
   * Where the smoke guest's e-mails go. The default is SES's mailbox simulator, which accepts mail
   * in the SES sandbox too and delivers it nowhere; each run labels it, so its customer is its own.
   */
  guestEmail: string;
  /** The first date to look for a free boat on: far enough ahead that no real group wants it. */
  searchFrom: IsoDate;
  openBrowser: () => Promise<Browser>;
  /** How long an asynchronous effect (a webhook, a consumer, the image function) may take. */
  patienceMs: number;
  /** Each check's line, as it finishes. */
  report: (line: string) => void;
}

export interface CheckOutcome {
  name: string;
  ok: boolean;
  skipped: boolean;
  ms: number;
  detail: string;
}

/** The smoke guest's address for one run: SES's mailbox simulator, labelled. */
export const simulatorAddress = (label: string) => `success+smoke-${label}@simulator.amazonses.com`;

const POLL_MS = 500;
/** A Checkout Session made with live keys: its id, in the hosted page's URL, says so. */
const LIVE_SESSION = /\bcs_live_/;
const GROUP_SIZE = 12;

/** Polls `probe` until it answers something other than null, or says what never happened. */
async function until<T>(what: string, patienceMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${Math.round(patienceMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The e-mail a consumer wrote for an event, once it has been handed on ('sent' by SES, 'local' in the local stack's outbox). */
function handedOn(customer: AdminCustomerDetailResponse, detailType: string) {
  return customer.emails.find((email) => email.detailType === detailType && (email.status === 'sent' || email.status === 'local')) ?? null;
}

interface Made {
  client: SmokeClient;
  email: string;
  quote?: { token: string; date: IsoDate; start: string };
  /** The stage's Stripe keys are live ones: the smoke check never pays there. */
  live?: boolean;
  booking?: PublicBooking;
  mediaId?: string;
}

/**
 * Proves a stage works end to end, once: a page, a quote and its e-mail, the consumers that
 * follow (the customer's timeline, the e-mails), staff sign-in, a booking paid with Stripe's test
 * card on the hosted page and the webhook that confirms it, a photo through the media bucket and
 * the image function; then it cancels the booking (its deposit refunded) and deletes the photo.
 * The quote and the customer stay, as every quote does: the guest's address names the run.
 */
export async function runSmoke(options: SmokeOptions): Promise<CheckOutcome[]> {
  const outcomes: CheckOutcome[] = [];
  const made: Made = { client: smokeClient(options.site), email: options.guestEmail };
  const customer = () => made.client.call('getAdminCustomer', { params: { email: made.email } });

  /** `needs`: false when a check it needs failed; a string when it does not apply to this stage (why). */
  async function check(name: string, needs: boolean | string, run: () => Promise<string>): Promise<void> {
    const started = performance.now();
    let outcome: CheckOutcome;
    if (needs === false) outcome = { name, ok: false, skipped: true, ms: 0, detail: 'skipped: an earlier check it needs failed' };
    else if (typeof needs === 'string') outcome = { name, ok: true, skipped: true, ms: 0, detail: `not applicable: ${needs}` };
    else {
      try {
        outcome = { name, ok: true, skipped: false, ms: 0, detail: await run() };
      } catch (error) {
        outcome = { name, ok: false, skipped: false, ms: 0, detail: error instanceof Error ? error.message : String(error) };
      }
    }
    outcome.ms = Math.round(performance.now() - started);
    outcomes.push(outcome);
    options.report(`${outcome.skipped ? 'skip' : outcome.ok ? 'ok  ' : 'FAIL'} ${name} (${outcome.ms} ms): ${outcome.detail}`);
  }

  await check('the home page', true, async () => {
    const response = await fetch(options.site);
    const html = await response.text();
    if (!response.ok) throw new Error(`GET / answered ${response.status}`);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    if (!title) throw new Error('GET / has no <title>: the site was not published');
    return `200, "${title.replaceAll('&amp;', '&')}"`;
  });

  await check('staff sign-in', true, async () => {
    const { email, password, code } = options.staff;
    const answer = await made.client.call('login', { body: { email, password, ...(code ? { code: code() } : {}) } });
    if (!('user' in answer))
      throw new Error(`the sign-in asks for the authenticator's code (${answer.next}): set SMOKE_STAFF_TOTP_SECRET to the staff member's TOTP secret`);
    return `signed in as ${answer.user.email}`;
  });
  const staff = made.client.signedIn();

  await check('a quote for a free boat', true, async () => {
    const to = addDays(options.searchFrom, AVAILABILITY_MAX_DAYS - 1);
    const { days } = await made.client.call('getAvailability', {
      query: { from: options.searchFrom, to, groupSize: GROUP_SIZE, type: 'private' },
    });
    const day = days.find((candidate) => candidate.slots.some((slot) => slot.available));
    const slot = day?.slots.find((candidate) => candidate.available);
    if (!day || !slot) throw new Error(`no private boat for ${GROUP_SIZE} is free from ${options.searchFrom} to ${to}`);
    const selection: QuoteSelection = {
      kind: 'private',
      eventType: 'birthday',
      groupSize: GROUP_SIZE,
      eventDate: day.date,
      packageType: 'essentials',
      lilyPad: false,
    };
    const saved = await made.client.call('createQuote', {
      body: {
        selection,
        contact: { name: 'Smoke Check', email: made.email, phone: '(512) 555-0100' },
        source: 'chat',
        notes: 'Made by npm run smoke; cancelled by it.',
      },
    });
    const read = await made.client.call('getQuoteByToken', { params: { token: saved.token } });
    if (read.quote.price.totalPrice !== saved.quote.price.totalPrice) throw new Error('the quote page states another total than the saved quote');
    made.quote = { token: saved.token, date: day.date, start: slot.start };
    return `${saved.quote.reference} for ${day.date} ${slot.start}, ${formatMoney(saved.quote.price.totalPrice)}`;
  });

  await check("the quote's e-mail and the customer's timeline (consumers)", staff && made.quote !== undefined, async () => {
    const seen = await until('the quote e-mail and timeline line', options.patienceMs, async () => {
      const detail = await customer();
      const email = handedOn(detail, 'QuoteSubmitted');
      return email && detail.timeline.some((entry) => entry.kind === 'quote') ? email : null;
    });
    return `"${seen.subject}" ${seen.status}; the timeline has the quote`;
  });

  await check('a booking paid with the test card, confirmed by the webhook', made.quote !== undefined, async () => {
    const quote = made.quote!;
    const { booking } = await made.client.call('createBooking', {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        quoteToken: quote.token,
        start: quote.start,
        leadGuest: { name: 'Smoke Check', email: made.email, phone: '(512) 555-0100' },
        acceptCancellationPolicy: true,
      },
    });
    made.booking = booking;
    const checkout = await made.client.call('startDepositCheckout', { body: { quoteToken: quote.token } });
    if (LIVE_SESSION.test(checkout.url)) {
      made.live = true;
      return `${booking.reference} held; its checkout opened with Stripe's live keys, so it is not paid (a real card would be charged)`;
    }
    const browser = await options.openBrowser();
    try {
      await payOnCheckoutPage(browser, checkout.url, options.patienceMs);
    } finally {
      await browser.close();
    }
    made.booking = await until('the booking confirmed by the payment webhook', options.patienceMs, async () => {
      const { booking: current } = await made.client.call('getQuoteByToken', { params: { token: quote.token } });
      return current?.status === 'confirmed' ? current : null;
    });
    return `${booking.reference} confirmed; ${formatMoney(made.booking.payments.paid)} paid of ${formatMoney(made.booking.totalPrice)}`;
  });

  const receipts = made.live ? "Stripe's live keys: nothing was paid" : staff && made.booking?.status === 'confirmed';
  await check('the receipt and confirmation e-mails and the payment on the timeline (consumers)', receipts, async () => {
    const detail = await until('the receipt, the confirmation and the timeline line', options.patienceMs, async () => {
      const current = await customer();
      const paid = current.timeline.some((entry) => entry.kind === 'payment' && entry.activity === 'PaymentSucceeded');
      return handedOn(current, 'PaymentSucceeded') && handedOn(current, 'BookingConfirmed') && paid ? current : null;
    });
    return `${detail.emails.length} e-mails to the guest: ${detail.emails.map((email) => email.detailType).join(', ')}`;
  });

  await check('a photo through the media bucket and the image function', staff, async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 110, b: 160 } } })
      .jpeg()
      .toBuffer();
    const { asset, upload } = await made.client.call('createAdminMediaUpload', {
      body: { fileName: `smoke-${randomUUID().slice(0, 8)}.jpg`, contentType: 'image/jpeg', size: photo.length },
    });
    made.mediaId = asset.id;
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'smoke.jpg');
    const sent = await fetch(new URL(upload.url, options.site), { method: 'POST', body: form });
    if (!sent.ok) throw new Error(`the bucket refused the presigned upload: ${sent.status} ${(await sent.text()).slice(0, 200)}`);
    const ready = await until('the image function making its web sizes', options.patienceMs, async () => {
      const { item } = await made.client.call('getAdminMedia', { params: { id: asset.id } });
      if (item.asset.problem) throw new Error(`the image function refused it: ${item.asset.problem}`);
      return item.asset.status === 'processing' ? null : item.asset;
    });
    const variant = ready.variants[0];
    if (!variant) throw new Error('the photo has no web sizes');
    const served = await fetch(new URL(variant.path, options.site));
    if (!served.ok) throw new Error(`its ${variant.width} px ${variant.format} is not served: ${served.status}`);
    return `${ready.variants.length} sizes made; ${variant.path} served`;
  });

  // Clean-up runs whatever failed before it.
  await check('clean-up: the booking cancelled and its deposit refunded', staff && made.booking !== undefined, async () => {
    const booking = made.booking!;
    const cancelled = await made.client.call('cancelAdminBooking', { params: { id: booking.id }, body: { reason: 'Smoke check clean-up (npm run smoke).' } });
    // What the ledger says after the cancellation, not what this run saw: a payment whose webhook
    // came late is money taken too.
    const kept = cancelled.booking.payments.paid;
    if (kept !== 0) throw new Error(`cancelled, but ${formatMoney(kept)} is still paid: refund it in the back office (${booking.reference})`);
    const paid = cancelled.refund.refunded;
    if (paid > 0) {
      await until('the refund receipt', options.patienceMs, async () => handedOn(await customer(), 'RefundIssued'));
    }
    return `cancelled; ${formatMoney(paid)} refunded and the receipt handed on`;
  });

  await check('clean-up: the photo deleted', staff && made.mediaId !== undefined, async () => {
    await made.client.call('deleteAdminMedia', { params: { id: made.mediaId! } });
    return 'deleted';
  });

  if (staff) await made.client.call('logout', {}).catch(() => undefined);
  return outcomes;
}
