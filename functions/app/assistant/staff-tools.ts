import type { AgentFact } from '#domain/assistant/agent-chat.ts';
import type { StaffCitation, StaffToolName } from '#domain/assistant/staff-assistant.ts';
import type { StaffProposal } from '#domain/assistant/staff-proposals.ts';
import {
  BALANCE_DAYS_MAX,
  BUSINESS_SUMMARY_PATH,
  balancesDueWithin,
  citationsOf,
  guestsOnDates,
  monthDays,
  moneyCollected,
  monthYearBefore,
  quotesExpiringUnbooked,
  quotesIssuedFrom,
  rangeRefusal,
} from '#domain/assistant/staff-reads.ts';
import { addDays, formatWrittenDate, isValidIsoDate, type IsoDate } from '#domain/shared/dates.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { DRAFT_TOOLS } from './staff-draft-tools.ts';
import { HOLD_TOOLS } from './staff-hold-tool.ts';
import { PROPOSAL_TOOLS } from './staff-proposal-tools.ts';
import type { SurfaceTool, ToolResult } from './tool-loop.ts';

// The staff assistant's read tools (issue 30, decision 079): the only things a staff member's
// question can make happen, and each only reads. Each takes input the model wrote, so each
// validates it with a strict zod schema before it reads anything; each answers its figures with
// the records they came from (reference and back-office path), which the page shows as links.
// The reads are the repositories' own (bookings by cruise date, quotes by the time stored, the
// ledger by time); the figures are the domain's (staff-reads.ts), money from the ledger's modules.

export interface StaffToolContext {
  config: Config;
  today: IsoDate;
  now: Date;
  /** The staff member's own words: a draft's figures must be theirs (or a tool's). */
  question: string;
}

export interface StaffToolOutcome extends ToolResult {
  citations: StaffCitation[];
  /** What a proposal tool proposes (decision 080): shown as a card, done only by the staff member's click. */
  proposal?: StaffProposal;
}

export type StaffTool = SurfaceTool<StaffToolContext, StaffToolOutcome> & { name: StaffToolName };

const failed = (error: string): StaffToolOutcome => ({ ok: false, data: { error }, facts: [], citations: [] });

const isoDate = z.string().check(z.refine(isValidIsoDate, { message: 'A date as YYYY-MM-DD.' }));
/** The ends of every booking a cruise date can have: balances are read with no end, as the dashboard reads them. */
const NO_END: IsoDate = '9999-12-31';

// --- guests_on_dates ---------------------------------------------------------------------------

const rangeInput = z.strictObject({ from: isoDate, to: isoDate });
/** The model's view of rangeInput: two dates, the same twice for one day. */
const RANGE_SPEC = {
  type: 'object',
  properties: { from: { type: 'string', description: 'YYYY-MM-DD' }, to: { type: 'string', description: 'YYYY-MM-DD, the same as from for one day' } },
  required: ['from', 'to'],
  additionalProperties: false,
};

const guestsOnDatesTool: StaffTool = {
  name: 'guests_on_dates',
  spec: {
    name: 'guests_on_dates',
    description:
      'The confirmed and held (deposit awaited) bookings sailing from one date to another, private charters and disco cruises: how many bookings and guests, and each booking with its head count, time and total.',
    inputSchema: RANGE_SPEC,
  },
  input: rangeInput,
  run: async (input: z.infer<typeof rangeInput>, { config }) => {
    const refusal = rangeRefusal(input.from, input.to);
    if (refusal) return failed(refusal);
    const figures = guestsOnDates(await bookingsRepository(config).listBetween(input.from, input.to), input.from, input.to);
    const span = figures.from === figures.to ? figures.from : `${figures.from} to ${figures.to}`;
    return {
      ok: true,
      data: figures,
      facts: [
        {
          source: 'Bookings',
          label: span,
          value: `${figures.guests} guests in ${figures.bookings} bookings (${figures.confirmed} confirmed, ${figures.held} held)`,
        },
      ],
      citations: citationsOf(
        figures.list.map((booking) => ({ ...booking, label: `${booking.leadGuest}, ${booking.guests} guests, ${booking.date} ${booking.time}` })),
      ),
    };
  },
};

// --- quotes_expiring ---------------------------------------------------------------------------

const quotesExpiringTool: StaffTool = {
  name: 'quotes_expiring',
  spec: {
    name: 'quotes_expiring',
    description:
      "Quotes whose held prices run out from one date to another and that have no live booking: who asked, for how many, for when, and the quote's total.",
    inputSchema: RANGE_SPEC,
  },
  input: rangeInput,
  run: async (input: z.infer<typeof rangeInput>, { config }) => {
    const refusal = rangeRefusal(input.from, input.to);
    if (refusal) return failed(refusal);
    const stored = await quotesRepository(config).listCreatedSince(quotesIssuedFrom(input.from));
    const candidates = stored.filter((quote) => quote.expiresOn >= input.from && quote.expiresOn <= input.to);
    const booked = await bookingsRepository(config).getLiveForQuotes(candidates.map((quote) => quote.id));
    const quotes = quotesExpiringUnbooked(candidates, new Set(booked.keys()), input.from, input.to);
    const facts: AgentFact[] = [
      {
        source: 'Quotes',
        label: `Expiring ${formatWrittenDate(input.from)} to ${formatWrittenDate(input.to)} without a booking`,
        value: `${quotes.length} quotes`,
      },
    ];
    return {
      ok: true,
      data: { from: formatWrittenDate(input.from), to: formatWrittenDate(input.to), count: quotes.length, quotes },
      facts,
      citations: citationsOf(quotes.map((quote) => ({ ...quote, label: `${quote.guest}, ${quote.guests} guests, expires ${quote.expiresOn}` }))),
    };
  },
};

// --- money_collected ---------------------------------------------------------------------------

const moneyInput = z.strictObject({
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'A month as YYYY-MM.' })),
  compareWithYearBefore: z.optional(z.boolean()),
});

const moneyCollectedTool: StaffTool = {
  name: 'money_collected',
  spec: {
    name: 'money_collected',
    description:
      "The money collected in a month from the payments ledger (charges less refunds, on the day each was entered), and when asked the same month a year before with the change. The owner's figure.",
    inputSchema: {
      type: 'object',
      properties: { month: { type: 'string', description: 'YYYY-MM' }, compareWithYearBefore: { type: 'boolean' } },
      required: ['month'],
      additionalProperties: false,
    },
  },
  input: moneyInput,
  run: async (input: z.infer<typeof moneyInput>, { config, today }) => {
    const current = monthDays(input.month);
    if (current.first > today) return failed('That month has not started yet: nothing is collected in it.');
    const first = input.compareWithYearBefore ? monthDays(monthYearBefore(input.month)).first : current.first;
    // One read of the ledger by time, a day wider at each end: moneyTaken keeps the Austin days.
    const entries = await bookingsRepository(config).ledgerBetween(addDays(first, -1), addDays(current.last, 1));
    const figures = moneyCollected(entries, input.month, input.compareWithYearBefore === true, today);
    const months = [figures.current, ...(figures.yearBefore ? [figures.yearBefore] : [])];
    return {
      ok: true,
      data: figures,
      facts: months.map((month) => ({
        source: 'Payments ledger',
        label: `Collected in ${month.month}${month.soFar ? ' so far' : ''}`,
        value: `${month.collected} (${month.charges} taken, ${month.refunds} refunded)`,
      })),
      citations: months.map((month) => ({ reference: month.month, label: `The business summary for ${month.month}`, path: BUSINESS_SUMMARY_PATH })),
    };
  },
};

// --- balances_due ------------------------------------------------------------------------------

const balancesInput = z.strictObject({ withinDays: z.number().check(z.int({ message: 'A whole number of days.' }), z.gte(0), z.lte(BALANCE_DAYS_MAX)) });

const balancesDueTool: StaffTool = {
  name: 'balances_due',
  spec: {
    name: 'balances_due',
    description:
      'Confirmed bookings that still owe a balance falling due within a number of days from today (or already overdue with the cruise still ahead): who, for which cruise, due when, and how much is outstanding.',
    inputSchema: {
      type: 'object',
      properties: { withinDays: { type: 'integer', minimum: 0, maximum: BALANCE_DAYS_MAX } },
      required: ['withinDays'],
      additionalProperties: false,
    },
  },
  input: balancesInput,
  run: async (input: z.infer<typeof balancesInput>, { config, today }) => {
    const { to, balances } = balancesDueWithin(await bookingsRepository(config).listBetween(today, NO_END), today, input.withinDays);
    return {
      ok: true,
      data: { withinDays: input.withinDays, from: formatWrittenDate(today), to: formatWrittenDate(to), count: balances.length, balances },
      facts: [{ source: 'Bookings and payments', label: `Balances due by ${formatWrittenDate(to)}`, value: `${balances.length} bookings owe a balance` }],
      citations: citationsOf(balances.map((balance) => ({ ...balance, label: `${balance.leadGuest}, ${balance.owed} due ${balance.dueOn}` }))),
    };
  },
};

/**
 * The staff surface's allow-list: a tool not here cannot run, whatever the model asks for; the role
 * narrows it further. The proposal tools read too: what they propose is done by the staff member.
 */
export const STAFF_TOOLS: ReadonlyMap<string, StaffTool> = new Map(
  [guestsOnDatesTool, quotesExpiringTool, moneyCollectedTool, balancesDueTool, ...PROPOSAL_TOOLS, ...HOLD_TOOLS, ...DRAFT_TOOLS].map((tool) => [
    tool.name,
    tool,
  ]),
);
