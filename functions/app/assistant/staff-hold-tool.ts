import { holdDayFor, holdRefusal, isHoldDay, namesParty, partyQuote } from '#domain/assistant/staff-hold.ts';
import { quotePathForStaff } from '#domain/assistant/staff-reads.ts';
import { cruiseWords, type HoldSlotProposal } from '#domain/assistant/staff-proposals.ts';
import { bookingReference, PAYMENT_HOLD_MINUTES } from '#domain/booking/booking.ts';
import { callerBookingSchema, clockTimeSchema } from '#domain/booking/booking-schemas.ts';
import { clockLabel, hasSailed, STAFF_BOOKING_MIN_DAYS_AHEAD, type ClockTime } from '#domain/booking/inventory.ts';
import { quoteReference } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { quoteStatus } from '#domain/booking/quotes.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { formatWrittenDate, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { BACK_OFFICE_SCAN_LIMIT } from '../../adapters/dynamodb/query-pages.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { availabilityFor } from '../booking/availability.ts';
import { draftBooking } from '../booking/booking-draft.ts';
import { quotesByReference } from '../booking/by-reference.ts';
import type { StaffTool, StaffToolOutcome } from './staff-tools.ts';

// The staff assistant holds a slot for a party (issue 30, decision 089): "hold Saturday 2pm for the
// Jones party". It only reads. It finds the party's saved quote, then asks the caller-booking
// path's own draftBooking what booking the route would make at that time, as staff sell (today's
// free times too), without writing it: so whether the time is free, the total and the deposit are
// the booking's, never worked out here. The staff member's click sends the card's request to
// POST /api/admin/quotes/{id}/booking with their session, which books it as theirs and e-mails the
// pay link; until then nothing is held.

const notProposed = (reason: string, citations: StaffToolOutcome['citations']): StaffToolOutcome => ({
  ok: true,
  data: { proposed: false, reason },
  facts: [],
  citations,
});

const holdInput = z
  .strictObject({
    quote: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^Q-[A-Z0-9]{8}$/, { message: 'A quote reference as Q- and 8 letters or digits.' }))),
    party: z.optional(z.string().check(z.trim(), z.minLength(1, { message: "The lead guest's name." }), z.maxLength(80))),
    date: z.string().check(z.trim(), z.refine(isHoldDay, { message: "A date as YYYY-MM-DD, or a weekday's name." })),
    start: clockTimeSchema,
  })
  .check(z.refine((input) => (input.quote === undefined) !== (input.party === undefined), { message: 'Name the quote (Q-...) or the party, not both.' }));
type HoldInput = z.infer<typeof holdInput>;

const quoteCitation = (quote: StoredQuote) => ({
  reference: quoteReference(quote.id),
  label: `${quote.contact.name}, ${quote.selection.groupSize} guests, ${formatWrittenDate(quote.selection.eventDate)}`,
  path: quotePathForStaff(quote.id),
});

type Citations = StaffToolOutcome['citations'];

/** The quotes a hold may book: the one its reference names, else the party's with a cruise ahead (current versions only). */
async function candidates(config: Config, input: HoldInput, today: IsoDate): Promise<StoredQuote[]> {
  if (input.quote) {
    const quote = (await quotesByReference(config, [input.quote])).get(input.quote);
    return quote ? [quote] : [];
  }
  // The quotes the back office's list reads, as quotesByReference does; only the party's need their bookings read.
  return (await quotesRepository(config).listNewest(BACK_OFFICE_SCAN_LIMIT)).filter(
    (quote) => !quote.supersededBy && quote.selection.eventDate >= today && namesParty(quote.contact.name, input.party!),
  );
}

/** The quote the input names, or why none, with the records the reason names (the answer links them). */
async function quoteToHold(config: Config, input: HoldInput, today: IsoDate): Promise<{ quote: StoredQuote } | { reason: string; citations: Citations }> {
  const quotes = await candidates(config, input, today);
  const live = await bookingsRepository(config).getLiveForQuotes(quotes.map((quote) => quote.id));
  const booked = new Map([...live].map(([quoteId, booking]) => [quoteId, bookingReference(booking.id)]));
  const refusal = (reason: string, about: readonly StoredQuote[]) => ({
    reason,
    citations: about.flatMap((quote) => {
      const booking = live.get(quote.id);
      if (!booking) return [quoteCitation(quote)];
      const label = `${booking.leadGuest.name}, ${formatWrittenDate(booking.slot.date)}`;
      return [quoteCitation(quote), { reference: bookingReference(booking.id), label, path: `/admin/bookings/${booking.id}` }];
    }),
  });
  if (input.quote) {
    const [quote] = quotes;
    if (!quote) return refusal(`There is no quote ${input.quote}.`, []);
    const reason = holdRefusal(quote, booked, holdDayFor(input.date, today, quote.selection.eventDate)!, today);
    return reason ? refusal(reason, [quote]) : { quote };
  }
  const choice = partyQuote(quotes, booked, input.party!, input.date, today);
  return choice.ok ? { quote: choice.quote } : refusal(choice.reason, choice.about);
}

/**
 * Why the time cannot be sold and what can, by GET /api/admin/availability's rule (staff's: today's
 * free times too): the day's free starts for the group.
 */
async function whyNotFree(config: Config, quote: StoredQuote, start: ClockTime, today: IsoDate, now: Date): Promise<string> {
  const { selection } = quote;
  const [day] = await availabilityFor(config, {
    from: selection.eventDate,
    to: selection.eventDate,
    groupSize: selection.groupSize,
    kind: selection.kind,
    today,
    minDaysAhead: STAFF_BOOKING_MIN_DAYS_AHEAD,
    now,
  });
  const slots = day?.slots ?? [];
  const asked = slots.find((slot) => slot.start === start);
  const when = `${clockLabel(start)} on ${formatWrittenDate(selection.eventDate)}`;
  const what = selection.kind === 'private' ? 'private cruise' : 'disco sailing';
  let why: string;
  if (!asked) why = `There is no ${what} starting at ${when}.`;
  else if (hasSailed(selection.eventDate, start, now)) why = `The ${what} at ${when} has set out already.`;
  else if (day?.reason === 'closed') why = `${formatWrittenDate(selection.eventDate)} is closed for bookings.`;
  else if (asked.kind === 'disco') why = `The disco sailing at ${when} has ${asked.seatsLeft ?? 0} tickets left, not ${selection.groupSize}.`;
  else why = `${when} is taken: no boat that carries ${selection.groupSize} guests is free then.`;
  const free = slots.filter((slot) => slot.available).map((slot) => clockLabel(slot.start));
  return `${why} ${free.length > 0 ? `Free that day for the group: ${free.join(', ')}.` : 'Nothing is free that day for the group.'}`;
}

const proposeHoldTool: StaffTool = {
  name: 'propose_hold',
  spec: {
    name: 'propose_hold',
    description:
      "Proposes booking a party's saved quote at a time on its cruise date and e-mailing the lead guest the pay link, the time held while they pay the deposit. Name the quote by its reference or the party by the lead guest's name. It books nothing: the staff member confirms the card.",
    inputSchema: {
      type: 'object',
      properties: {
        quote: { type: 'string', description: 'The quote reference, Q-XXXXXXXX' },
        party: { type: 'string', description: "The lead guest's name, or a part of it ('Jones')" },
        date: {
          type: 'string',
          description:
            "YYYY-MM-DD, or a weekday's name: the quote's own date when it falls on that weekday, else the next such day from today (today included)",
        },
        start: { type: 'string', description: 'The start time, HH:MM on the 24-hour clock (2pm is 14:00)' },
      },
      required: ['date', 'start'],
      additionalProperties: false,
    },
  },
  input: holdInput,
  run: async (input: HoldInput, { config, today, now }) => {
    const found = await quoteToHold(config, input, today);
    if ('reason' in found) return notProposed(found.reason, found.citations);
    const { quote } = found;
    const reference = quoteReference(quote.id);
    const citations = [quoteCitation(quote)];
    // The caller-booking form's body, checked by the route's own schema: a card never proposes a request the route would refuse.
    const request = callerBookingSchema.safeParse({
      start: input.start,
      leadGuest: { name: quote.contact.name, email: quote.contact.email, phone: quote.contact.phone },
      payment: { method: 'pay_link' },
    });
    if (!request.success)
      return notProposed(
        `${reference}'s contact details would not pass the booking form (${request.error.issues.map((issue) => issue.message).join('; ')}): book it from the quote's page.`,
        citations,
      );
    const drafted = await draftBooking(
      config,
      { quoteToken: quote.token, start: request.data.start, leadGuest: request.data.leadGuest },
      { now, sale: 'staff' },
    );
    if (!drafted.ok) {
      const slotProblem = ['NO_SUCH_SLOT', 'SLOT_TAKEN', 'TOO_SOON_TO_BOOK'].includes(drafted.refusal.code);
      const reason = slotProblem ? await whyNotFree(config, quote, input.start, today, now) : drafted.refusal.message;
      return notProposed(`${reference} cannot be booked then. ${reason}`, citations);
    }
    const { booking } = drafted.value;
    // The ledger module's figures for the booking as the route would store it: what it costs and the
    // deposit the pay link asks for (none for a cruise a code made free, which the route confirms as it books).
    const money = paymentSummary(booking);
    const free = money.outstanding === 0;
    const proposal: HoldSlotProposal = {
      kind: 'hold_slot',
      quoteId: quote.id,
      reference,
      leadGuest: quote.contact.name,
      cruise: { kind: quote.selection.kind, groupSize: quote.selection.groupSize },
      date: booking.slot.date,
      start: booking.slot.start,
      end: booking.slot.end,
      total: money.total,
      deposit: free ? 0 : money.depositOutstanding,
      sentTo: request.data.leadGuest.email,
      holdMinutes: free || !booking.holdExpiresAt ? null : PAYMENT_HOLD_MINUTES,
      request: { ...request.data, payment: { method: 'pay_link' } },
    };
    const repriced = quoteStatus({ expiresOn: quote.expiresOn, eventDate: quote.selection.eventDate }, today) !== 'active';
    return {
      ok: true,
      data: {
        proposed: true,
        reference,
        leadGuest: proposal.leadGuest,
        cruise: cruiseWords(proposal.cruise),
        date: formatWrittenDate(proposal.date),
        start: clockLabel(proposal.start),
        end: clockLabel(proposal.end),
        total: formatMoney(proposal.total),
        ...(repriced ? { priced: "again today: the quote's held prices have run out" } : {}),
        deposit: free ? null : formatMoney(proposal.deposit),
        payLinkTo: free ? null : proposal.sentTo,
        heldForMinutes: proposal.holdMinutes,
        note: 'Nothing is booked until the staff member confirms the card.',
      },
      facts: [
        {
          source: 'Quotes and availability',
          label: `${reference} booked on ${formatWrittenDate(proposal.date)} at ${clockLabel(proposal.start)} would cost`,
          value: free ? `${formatMoney(proposal.total)}, nothing to pay` : `${formatMoney(proposal.total)}, a deposit of ${formatMoney(proposal.deposit)} now`,
        },
      ],
      citations,
      proposal,
    };
  },
};

export const HOLD_TOOLS: readonly StaffTool[] = [proposeHoldTool];
