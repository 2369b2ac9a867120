import { randomUUID } from 'node:crypto';
import { bookingReference, cancellationTerms, type BookingSlot } from '#domain/booking/booking.ts';
import type { LedgerEntry, StoredBooking } from '#domain/booking/booking-record.ts';
import { priceQuoteSelection, type QuoteSelection } from '#domain/booking/quotes.ts';
import { quoteReference } from '#domain/booking/quote-identity.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { addDays } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { Partner } from '#domain/commerce/partners.ts';
import { documentClient, PutCommand } from '#functions/adapters/dynamodb/client.ts';
import { leadReplySubject, leadReplyText } from '#domain/assistant/staff-proposals.ts';
import type { Lead } from '#domain/people/leads.ts';
import { emailKey } from '#functions/adapters/dynamodb/email-key.ts';
import { partnersRepository } from '#functions/adapters/dynamodb/partners-repository.ts';
import { createTerm } from '#functions/app/content/terms.ts';
import { currentBusinessFacts } from '#functions/app/site/business-facts.ts';
import { promoCodesRepository } from '#functions/adapters/dynamodb/promo-codes-repository.ts';
import { saveQuote } from '#functions/app/booking/save-quote.ts';
import { bookQuote } from '#functions/app/booking/book-quote.ts';
import { priceSelection } from '#functions/app/pricing/price-selection.ts';
import type { Config } from '#functions/platform/config.ts';
import { idempotencyClaim } from '#functions/platform/http/idempotency.ts';
import { STAFF_EVALUATION_NOW } from './staff-questions.ts';

// The records the staff evaluation asks about (decision 079), in years no other test writes to
// (the evaluation's clock is December 2031), so the counts and sums are exactly these whatever
// else the shared stack holds. Bookings and their ledger are written as the repository stores
// them (the same keys); quotes are saved through the app's own use case, on the days they were
// asked for. The values returned fill the questions' expected facts.

export type StaffSeedValues = Record<string, string>;

export interface SeedBooking {
  key: string;
  status: StoredBooking['status'];
  kind: 'private' | 'disco';
  date: string;
  guests: number;
  name: string;
  /** What was paid, each with the instant it was entered. */
  payments?: { amount: 'deposit' | 'total'; at: string }[];
  refundAt?: string;
  quoteId?: string;
  /** When it was booked (priced and its deposit scheduled): September 1, 2031 unless said. */
  bookedOn?: string;
}

function built(seed: SeedBooking): { booking: StoredBooking; entries: LedgerEntry[] } {
  const common = { eventType: 'birthday' as const, groupSize: seed.guests, eventDate: seed.date };
  const selection: QuoteSelection =
    seed.kind === 'private'
      ? { kind: 'private', ...common, packageType: 'standard', lilyPad: false }
      : { kind: 'disco', ...common, discoPackage: 'basic', brideIncluded: false };
  const bookedOn = seed.bookedOn ?? '2031-09-01';
  const BOOKED_AT = new Date(`${bookedOn}T15:00:00.000Z`);
  const price = priceQuoteSelection(selection, bookedOn, FIRST_PRICING);
  const deposit = calculateDepositSchedule({ totalPrice: price.totalPrice, eventDate: seed.date, today: bookedOn });
  const id = randomUUID();
  const slot: BookingSlot =
    seed.kind === 'private'
      ? { kind: 'private', date: seed.date, start: '14:00', end: '18:00', boatId: 'boat_me_seeks_the_irony', seats: seed.guests }
      : { kind: 'disco', date: seed.date, start: '12:00', end: '16:00', boatId: 'boat_clever_girl', seats: seed.guests };
  const payments = (seed.payments ?? []).map((payment, index) => ({
    id: `${id}-pay-${index}`,
    kind: index === 0 && payment.amount === 'deposit' ? ('deposit' as const) : ('balance' as const),
    amount: payment.amount === 'deposit' ? deposit.depositAmount : price.totalPrice,
    method: 'cash' as const,
    receivedOn: payment.at.slice(0, 10),
    recordedBy: 'office@eval.example',
    recordedAt: payment.at,
  }));
  const refunds = seed.refundAt
    ? payments.map((payment) => ({
        id: `${payment.id}-refund`,
        paymentId: payment.id,
        amount: payment.amount,
        method: 'cash' as const,
        reason: 'Cancelled',
        refundedBy: 'office@eval.example',
        refundedAt: seed.refundAt!,
      }))
    : undefined;
  const booking: StoredBooking = {
    id,
    quoteId: seed.quoteId ?? randomUUID(),
    quoteToken: 't'.repeat(64),
    selection,
    price,
    deposit,
    slot,
    leadGuest: { name: seed.name, email: `${seed.key}@eval-staff.example`, phone: '(512) 555-0100' },
    status: seed.status,
    ...(seed.status === 'pending_deposit' ? { holdExpiresAt: addDays('2031-12-02', 1) } : {}),
    payments,
    ...(refunds ? { refunds } : {}),
    cancellation: cancellationTerms(seed.kind, seed.date, BOOKED_AT),
    createdAt: BOOKED_AT.toISOString(),
    ...(seed.status === 'confirmed' ? { confirmedAt: BOOKED_AT.toISOString() } : {}),
    moves: [],
    events: [{ id: randomUUID(), type: 'BookingRequested', at: BOOKED_AT.toISOString() }],
    revision: 1,
  };
  const entries: LedgerEntry[] = [
    ...payments.map((payment) => ({
      bookingId: id,
      kind: 'charge' as const,
      amount: payment.amount,
      entryKey: `CHARGE#${payment.id}`,
      paymentId: payment.id,
      method: 'cash' as const,
      at: payment.recordedAt,
    })),
    ...(refunds ?? []).map((refund) => ({
      bookingId: id,
      kind: 'refund' as const,
      amount: refund.amount,
      entryKey: `REFUND#${refund.id}`,
      paymentId: refund.paymentId,
      method: 'cash' as const,
      at: refund.refundedAt,
    })),
  ];
  return { booking, entries };
}

/** Stores one booking, its live-booking pointer when it names its quote, and its ledger entries, as the repository keys them. */
export async function seedBooking(config: Config, seed: SeedBooking): Promise<{ booking: StoredBooking; entries: LedgerEntry[] }> {
  const { booking, entries } = built(seed);
  const db = documentClient(config);
  await db.send(
    new PutCommand({
      TableName: config.TABLE_NAME,
      Item: {
        pk: `BOOKING#${booking.id}`,
        sk: 'BOOKING',
        gsi1pk: 'BOOKING',
        gsi1sk: `${booking.slot.date}#${booking.slot.start}#${booking.id}`,
        type: 'Booking',
        ...booking,
      },
    }),
  );
  if (seed.quoteId) {
    await db.send(
      new PutCommand({
        TableName: config.TABLE_NAME,
        Item: { pk: `QUOTE#${seed.quoteId}`, sk: 'BOOKING', type: 'QuoteBooking', bookingId: booking.id, createdAt: booking.createdAt },
      }),
    );
  }
  for (const entry of entries) {
    await db.send(
      new PutCommand({
        TableName: config.TABLE_NAME,
        Item: {
          pk: `BOOKING#${entry.bookingId}`,
          sk: `LEDGER#${entry.entryKey}`,
          gsi1pk: 'LEDGER',
          gsi1sk: `${entry.at}#${entry.bookingId}#${entry.entryKey}`,
          type: 'LedgerEntry',
          ...entry,
        },
      }),
    );
  }
  return { booking, entries };
}

async function saveQuoteOn(config: Config, issuedAt: string, name: string, guests: number, eventDate: string) {
  const selection: QuoteSelection = { kind: 'private', eventType: 'birthday', groupSize: guests, eventDate, packageType: 'standard', lilyPad: false };
  const contact = { name, email: `${name.split(' ')[0]!.toLowerCase()}@eval-staff.example`, phone: '(512) 555-0101' };
  const saved = await saveQuote(config, { selection, contact, source: 'chat' }, { now: new Date(issuedAt) });
  if (!saved.ok) throw new Error(`The staff evaluation could not save its quote: ${saved.refusal.message}`);
  return saved.value.record;
}

/** The partners the promo code proposals name (decision 080): two active, one not. */
async function seedPartners(config: Config): Promise<void> {
  const at = '2031-06-01T15:00:00.000Z';
  const partner = (id: string, name: string, code: string, active: boolean): Partner => ({
    id,
    name,
    kind: 'planner',
    contactName: 'Sam Keller',
    contactEmail: `${code.toLowerCase()}@eval-partner.example`,
    code,
    commissionPercent: 10,
    active,
    createdAt: at,
    updatedAt: at,
    updatedBy: 'owner@eval.example',
    version: 1,
  });
  const partners = partnersRepository(config);
  for (const each of [
    partner(randomUUID(), 'Lakeside Bridal', 'LAKESIDE', true),
    partner(randomUUID(), 'Sunny Day Events', 'SUNNYDAY', true),
    partner(randomUUID(), 'Harbor Hotel', 'HARBOR', false),
  ]) {
    const saved = await partners.create(each);
    if (saved.outcome !== 'saved') throw new Error(`The staff evaluation could not save the partner ${each.name}`);
  }
  // A code already made for Lakeside at 15%: a proposal at 15% must choose another.
  await promoCodesRepository(config).create({
    code: 'LAKESIDE15',
    description: 'Spring offer',
    kind: 'percent',
    value: 15,
    validFrom: '2031-03-01',
    validTo: '2031-05-31',
    minGroupSize: 1,
    cruiseKinds: ['private'],
    totalLimit: null,
    perCustomerLimit: null,
    stackable: false,
    allowsFree: false,
    active: true,
    updatedAt: at,
    updatedBy: 'owner@eval.example',
  });
}

/** A lead's enquiry and the blog's category and author, for the drafts (decision 080); the values the drafts name. */
async function seedDraftSources(config: Config): Promise<StaffSeedValues> {
  const lead: Lead = {
    id: randomUUID(),
    source: 'contact-form',
    name: 'Jamie Lee',
    email: 'jamie.lee@eval-lead.example',
    phone: '(512) 555-0144',
    eventType: 'Bachelorette',
    groupSize: '14',
    eventDate: '2032-05-15',
    message: 'Can we bring our own speaker and decorations?',
    createdAt: '2031-11-30T15:00:00.000Z',
    eventId: randomUUID(),
  };
  // Stored as the leads repository keys it, without its LeadCaptured event: no e-mail goes out for it.
  await documentClient(config).send(
    new PutCommand({
      TableName: config.TABLE_NAME,
      Item: {
        pk: `LEAD#${lead.id}`,
        sk: 'LEAD',
        gsi1pk: 'LEAD',
        gsi1sk: `${lead.createdAt}#${lead.id}`,
        gsi2pk: emailKey(lead.email),
        gsi2sk: `LEAD#${lead.createdAt}#${lead.id}`,
        type: 'Lead',
        ...lead,
      },
    }),
  );
  const facts = await currentBusinessFacts(config, STAFF_EVALUATION_NOW);
  const business = { name: facts.name, phone: facts.phone.display, quoteUrl: new URL('/chat', config.SITE_URL).href };
  const at = new Date('2031-06-01T15:00:00.000Z');
  const category = await createTerm(config, 'categories', { name: 'Lake life', slug: 'lake-life' }, 'owner@eval.example', at);
  const author = await createTerm(config, 'authors', { name: 'Captain Rae', slug: 'captain-rae', role: 'Captain' }, 'owner@eval.example', at);
  if (!category.ok || !author.ok) throw new Error('The staff evaluation could not save its blog terms');
  return {
    jamieLeadId: lead.id,
    jamieSubject: leadReplySubject(lead),
    jamieReply: leadReplyText(lead, business),
    lakeLifeId: category.value.id,
    captainRaeId: author.value.id,
  };
}

/**
 * The parties the hold proposals name (decision 089): Taylor Jones's quote for Saturday, December
 * 6, and Dana Blake's for 25 guests on Saturday, December 27, whose 1:30 PM is taken (the 30-seat
 * boat booked by Drew Cole through the booking path, the big one sailing the disco). Their quotes
 * were issued on November 10, so their held prices have run out (and they are in no week the
 * expiring-quotes questions ask about): a booking prices them again today, as these values are.
 */
async function seedHoldParties(config: Config): Promise<StaffSeedValues> {
  const today = STAFF_EVALUATION_NOW.toISOString().slice(0, 10);
  const issued = '2031-11-10T17:00:00.000Z';
  const jones = await saveQuoteOn(config, issued, 'Taylor Jones', 20, '2031-12-06');
  const blake = await saveQuoteOn(config, issued, 'Dana Blake', 25, '2031-12-27');
  const cole = await saveQuoteOn(config, issued, 'Drew Cole', 20, '2031-12-27');
  const claim = idempotencyClaim(randomUUID(), { quote: cole.id }, STAFF_EVALUATION_NOW);
  const taken = await bookQuote(
    config,
    { quoteToken: cole.token, start: '13:30', leadGuest: cole.contact },
    { now: STAFF_EVALUATION_NOW, claim, staff: { by: 'office@eval.example' } },
  );
  if (!taken.ok) throw new Error(`The staff evaluation could not book its taken slot: ${taken.refusal.message}`);
  const values: StaffSeedValues = {};
  for (const [key, quote] of [
    ['jones', jones],
    ['blake', blake],
  ] as const) {
    const priced = await priceSelection(config, quote.selection, { today, email: quote.contact.email });
    if (!priced.ok) throw new Error(`The staff evaluation could not price ${quote.contact.name}'s quote: ${priced.refusal.message}`);
    const { totalPrice } = priced.value.price;
    const { depositAmount } = calculateDepositSchedule({ totalPrice, eventDate: quote.selection.eventDate, today });
    values[`${key}QuoteRef`] = quoteReference(quote.id);
    values[`${key}QuoteId`] = quote.id;
    values[`${key}Phone`] = quote.contact.phone;
    values[`${key}TotalCents`] = String(totalPrice);
    values[`${key}DepositCents`] = String(depositAmount);
    values[`${key}Total`] = formatMoney(totalPrice);
    values[`${key}Deposit`] = formatMoney(depositAmount);
  }
  return values;
}

/** Seeds the records and answers the values the questions' facts name. */
export async function seedStaffRecords(config: Config): Promise<StaffSeedValues> {
  if (STAFF_EVALUATION_NOW.toISOString().slice(0, 10) !== '2031-12-02') throw new Error('The seed is written for the evaluation day, 2031-12-02');
  // Quotes: two run out this week unbooked, one this week but booked, one next week.
  const expiringTue = await saveQuoteOn(config, '2031-11-18T17:00:00.000Z', 'Harper Lane', 16, '2032-03-06');
  const expiringFri = await saveQuoteOn(config, '2031-11-21T17:00:00.000Z', 'Rowan Ellis', 22, '2032-04-10');
  const bookedQuote = await saveQuoteOn(config, '2031-11-20T17:00:00.000Z', 'Casey Moreno', 30, '2032-01-10');
  const nextWeek = await saveQuoteOn(config, '2031-11-26T17:00:00.000Z', 'Sloane Avery', 12, '2032-05-01');

  const seeds: SeedBooking[] = [
    // Saturday, December 6, 2031 ("next Saturday", "this weekend").
    {
      key: 'sat',
      status: 'confirmed',
      kind: 'private',
      date: '2031-12-06',
      guests: 20,
      name: 'Jordan Whitfield',
      payments: [{ amount: 'total', at: '2031-10-12T16:00:00.000Z' }],
    },
    { key: 'satDisco', status: 'pending_deposit', kind: 'disco', date: '2031-12-06', guests: 12, name: 'Maya Torres' },
    {
      key: 'satGone',
      status: 'cancelled',
      kind: 'private',
      date: '2031-12-06',
      guests: 40,
      name: 'Ellis Grant',
      payments: [{ amount: 'deposit', at: '2031-10-08T16:00:00.000Z' }],
      refundAt: '2031-10-20T16:00:00.000Z',
    },
    // Sunday, December 7, and Wednesday, December 10.
    {
      key: 'sun',
      status: 'confirmed',
      kind: 'private',
      date: '2031-12-07',
      guests: 15,
      name: 'Priya Nair',
      payments: [{ amount: 'total', at: '2031-11-03T16:00:00.000Z' }],
    },
    {
      key: 'wed',
      status: 'confirmed',
      kind: 'private',
      date: '2031-12-10',
      guests: 25,
      name: 'Devon Brooks',
      payments: [{ amount: 'total', at: '2031-11-05T16:00:00.000Z' }],
    },
    // Balances: due December 11 (owing), December 13 (paid), January 15 (owing, beyond a fortnight), November 20 (overdue).
    {
      key: 'owes',
      status: 'confirmed',
      kind: 'private',
      date: '2032-01-10',
      guests: 30,
      name: 'Casey Moreno',
      payments: [{ amount: 'deposit', at: '2031-10-05T16:00:00.000Z' }],
      quoteId: bookedQuote.id,
    },
    {
      key: 'paid',
      status: 'confirmed',
      kind: 'private',
      date: '2032-01-12',
      guests: 18,
      name: 'Logan Price',
      payments: [{ amount: 'total', at: '2031-10-14T16:00:00.000Z' }],
    },
    {
      key: 'later',
      status: 'confirmed',
      kind: 'private',
      date: '2032-02-14',
      guests: 24,
      name: 'Quinn Harlow',
      payments: [{ amount: 'deposit', at: '2031-11-10T16:00:00.000Z' }],
    },
    {
      key: 'overdue',
      status: 'confirmed',
      kind: 'private',
      date: '2031-12-20',
      guests: 10,
      name: 'Avery Stone',
      payments: [{ amount: 'deposit', at: '2031-09-02T16:00:00.000Z' }],
    },
    // October 2030, for "vs last year": a cruise long past.
    {
      key: 'lastYear',
      status: 'confirmed',
      kind: 'private',
      date: '2030-11-08',
      guests: 14,
      name: 'Reese Calder',
      bookedOn: '2030-08-01',
      payments: [{ amount: 'total', at: '2030-10-15T16:00:00.000Z' }],
    },
  ];
  const values: StaffSeedValues = {};
  const charges: Record<string, number> = {};
  const refunded: Record<string, number> = {};
  for (const seed of seeds) {
    const { booking, entries } = await seedBooking(config, seed);
    for (const entry of entries) {
      const month = entry.at.slice(0, 7);
      if (entry.kind === 'charge') charges[month] = (charges[month] ?? 0) + entry.amount;
      else refunded[month] = (refunded[month] ?? 0) + entry.amount;
    }
    values[`${seed.key}Ref`] = bookingReference(booking.id);
    values[`${seed.key}Total`] = formatMoney(booking.price.totalPrice);
    values[`${seed.key}Owed`] = formatMoney(booking.price.totalPrice - booking.deposit.depositAmount);
    // What a proposal names exactly (decision 080): the record's id, amounts in cents, the balance's due day.
    values[`${seed.key}Id`] = booking.id;
    values[`${seed.key}OwedCents`] = String(booking.price.totalPrice - booking.deposit.depositAmount);
    values[`${seed.key}DepositCents`] = String(booking.deposit.depositAmount);
    values[`${seed.key}DueBy`] = booking.deposit.remainingBalanceDueAt;
  }
  await seedPartners(config);
  Object.assign(values, await seedDraftSources(config));
  Object.assign(values, await seedHoldParties(config));
  // What each month took, worked out here from the seeded entries (all at 4 PM UTC, inside their Austin day).
  const net = (month: string) => (charges[month] ?? 0) - (refunded[month] ?? 0);
  values['oct2031'] = formatMoney(net('2031-10'));
  values['oct2030'] = formatMoney(net('2030-10'));
  values['octChange'] = formatMoney(Math.abs(net('2031-10') - net('2030-10')));
  values['nov2031'] = formatMoney(net('2031-11'));
  values['sep2031'] = formatMoney(net('2031-09'));
  values['expiringTueRef'] = quoteReference(expiringTue.id);
  values['expiringFriRef'] = quoteReference(expiringFri.id);
  values['bookedQuoteRef'] = quoteReference(bookedQuote.id);
  values['nextWeekQuoteRef'] = quoteReference(nextWeek.id);
  return values;
}
