import type { AgentAction, AgentFact, GuestToolName, StartQuoteChoices } from '#domain/assistant/agent-chat.ts';
import type { AgentChatSource } from '#domain/assistant/guest-chat.ts';
import { policyAnswers, searchPolicies } from '#domain/assistant/guest-policies.ts';
import { PRIVATE_MAX_GUESTS } from '#domain/pricing/fleet.ts';
import { discoUnavailabilityReason, type PriceCalculationResult } from '#domain/pricing/pricing.ts';
import { DISCO_PACKAGE_KEYS } from '#domain/pricing/disco.ts';
import { PRIVATE_PACKAGE_TYPES } from '#domain/pricing/rates.ts';
import { EVENT_TYPE_KEYS, EVENT_TYPES } from '#domain/booking/event-types.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import { quoteReference, quotePath } from '#domain/booking/quote-identity.ts';
import { emailSchema, fullNameSchema, phoneSchema, quoteTokenSchema } from '#domain/booking/schemas.ts';
import { daysBetween, formatInstant, formatWrittenDate, isValidIsoDate, type IsoDate } from '#domain/shared/dates.ts';
import { isDomainError } from '#domain/shared/errors.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { BusinessFacts } from '#domain/site/business.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import type { ModelTool } from '../../adapters/bedrock/chat-model.ts';
import { availabilityFor } from '../booking/availability.ts';
import { publicQuote } from '../booking/public-quote.ts';
import { loadPricingContext } from '../pricing/pricing-context.ts';
import { priceSelection } from '../pricing/price-selection.ts';
import { leaveLead, type Handover } from './hand-over.ts';

// The guest agent's tools (issue 30, decision 069): the only things a guest's conversation can
// make happen. Each takes input the model wrote, so each validates it with zod (strict: an
// argument it does not name, a discount say, is refused) before it reads anything. They read
// FAQ and policy text, the price engine, availability and a quote by its link's token; the two
// that act start a quote in the browser's builder (nothing stored) or store a lead for staff.
// Every amount they answer is the engine's, in cents and as the site writes it.

export interface ToolContext {
  config: Config;
  now: Date;
  today: IsoDate;
  facts: BusinessFacts;
  conversation: { id: string; source: AgentChatSource; handover?: Handover | undefined; transcript: string };
}

export interface ToolOutcome {
  ok: boolean;
  /** What the model is given (JSON). */
  data: unknown;
  /** What the page shows under the answer. */
  facts: AgentFact[];
  action?: AgentAction;
  /** The hand-over the conversation now has (hand_over only). */
  handover?: Handover;
}

export interface GuestTool {
  name: GuestToolName;
  spec: ModelTool;
  input: z.ZodMiniType;
  run: (input: never, context: ToolContext) => Promise<ToolOutcome>;
}

const failed = (error: string): ToolOutcome => ({ ok: false, data: { error }, facts: [] });

const isoDate = z.string().check(z.refine(isValidIsoDate, { message: 'A date as YYYY-MM-DD.' }));
const groupSize = z.number().check(z.int({ message: 'A whole number of guests.' }), z.gte(1), z.lte(200));
const packageKeys = [...PRIVATE_PACKAGE_TYPES, ...DISCO_PACKAGE_KEYS] as const;

function notPast(date: IsoDate, today: IsoDate): string | null {
  return daysBetween(today, date) < 0 ? `${formatWrittenDate(date)} has passed; choose a date from ${formatWrittenDate(today)} on.` : null;
}

// --- search_policies ---------------------------------------------------------------------------

const policiesInput = z.strictObject({ query: z.string().check(z.minLength(1), z.maxLength(300)) });

const searchPoliciesTool: GuestTool = {
  name: 'search_policies',
  spec: {
    name: 'search_policies',
    description:
      "Searches the business's FAQ and policies (drinks, food, disco days and ages, deposits, balance, cancellation, weather, boats, the marina, what to bring, accessibility, contact). Never gives prices: use price_cruise.",
    inputSchema: {
      type: 'object',
      properties: { query: { type: 'string', description: "The guest's question, in their words." } },
      required: ['query'],
      additionalProperties: false,
    },
  },
  input: policiesInput,
  run: async (input: z.infer<typeof policiesInput>, { facts }) => {
    const found = searchPolicies(policyAnswers(facts), input.query);
    return {
      ok: true,
      data: { answers: found.map(({ id, question, answer }) => ({ id, question, answer })) },
      facts: found.slice(0, 1).map((entry) => ({ source: 'FAQ and policies', label: entry.question, value: entry.answer })),
    };
  },
};

// --- price_cruise ------------------------------------------------------------------------------

const priceInput = z.strictObject({
  groupSize,
  eventDate: isoDate,
  kind: z.optional(z.enum(['private', 'disco'])),
  package: z.optional(z.enum(packageKeys)),
  eventType: z.optional(z.enum(EVENT_TYPE_KEYS)),
});

/** The selections to price: the one asked for, or the standard private charter and, where it sails, the disco's basic ticket. */
function selectionsFor(input: z.infer<typeof priceInput>): QuoteSelection[] {
  const common = { eventType: input.eventType ?? 'other', groupSize: input.groupSize, eventDate: input.eventDate } as const;
  const privateOne = (packageType: (typeof PRIVATE_PACKAGE_TYPES)[number]): QuoteSelection => ({ kind: 'private', ...common, packageType, lilyPad: false });
  const discoOne = (discoPackage: (typeof DISCO_PACKAGE_KEYS)[number]): QuoteSelection => ({ kind: 'disco', ...common, discoPackage, brideIncluded: false });
  const pkg = input.package;
  if (pkg && (PRIVATE_PACKAGE_TYPES as readonly string[]).includes(pkg)) return [privateOne(pkg as (typeof PRIVATE_PACKAGE_TYPES)[number])];
  if (pkg) return [discoOne(pkg as (typeof DISCO_PACKAGE_KEYS)[number])];
  if (input.kind === 'private') return [privateOne('standard')];
  if (input.kind === 'disco') return [discoOne('basic')];
  const options: QuoteSelection[] = [];
  if (input.groupSize <= PRIVATE_MAX_GUESTS) options.push(privateOne('standard'));
  if (discoUnavailabilityReason(input.groupSize, input.eventDate) === null) options.push(discoOne('basic'));
  return options.length > 0 ? options : [privateOne('standard')];
}

function priceView(price: PriceCalculationResult) {
  return {
    kind: price.kind,
    package: price.packageName,
    ...(price.kind === 'private'
      ? { boat: price.boat.displayName }
      : { ticketPrice: formatMoney(price.pricePerPerson), ticketPriceCents: price.pricePerPerson }),
    date: formatWrittenDate(price.eventDate),
    groupSize: price.groupSize,
    totalPrice: formatMoney(price.totalPrice),
    totalPriceCents: price.totalPrice,
    perPerson: formatMoney(price.perPersonCost),
    perPersonCents: price.perPersonCost,
    depositPercent: price.depositPercent,
    deposit: formatMoney(price.depositAmount),
    depositCents: price.depositAmount,
    balanceDueOn: formatWrittenDate(price.remainingBalanceDueAt),
    includes: 'tax and gratuity',
  };
}

const priceCruiseTool: GuestTool = {
  name: 'price_cruise',
  spec: {
    name: 'price_cruise',
    description:
      "Prices a cruise with the business's price engine (tax and gratuity included): the only source of any price. Without kind or package it prices the standard private charter and, when it sails that day for that group, the disco cruise's basic ticket.",
    inputSchema: {
      type: 'object',
      properties: {
        groupSize: { type: 'integer', minimum: 1, maximum: 200 },
        eventDate: { type: 'string', description: 'YYYY-MM-DD' },
        kind: { type: 'string', enum: ['private', 'disco'] },
        package: { type: 'string', enum: [...packageKeys] },
        eventType: { type: 'string', enum: [...EVENT_TYPE_KEYS] },
      },
      required: ['groupSize', 'eventDate'],
      additionalProperties: false,
    },
  },
  input: priceInput,
  run: async (input: z.infer<typeof priceInput>, { config, today }) => {
    const past = notPast(input.eventDate, today);
    if (past) return failed(past);
    const pricing = await loadPricingContext(config, today);
    const options = [];
    const refusals: string[] = [];
    for (const selection of selectionsFor(input)) {
      try {
        const priced = await priceSelection(config, selection, { today, pricing });
        if (priced.ok) options.push(priceView(priced.value.price));
        else refusals.push(priced.refusal.message);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        refusals.push(error.message);
      }
    }
    if (options.length === 0) return failed(refusals.join(' ') || 'The price engine could not price this.');
    return {
      ok: true,
      data: { options, ...(refusals.length > 0 ? { notPriced: refusals } : {}) },
      facts: options.map((option) => ({
        source: 'Price engine',
        label: `${option.package}${'boat' in option ? ` (${option.boat})` : ''}, ${option.groupSize} guests, ${option.date}`,
        value: `${option.totalPrice} total, ${option.perPerson} per person; deposit ${option.deposit}`,
      })),
    };
  },
};

// --- check_availability ------------------------------------------------------------------------

const availabilityInput = z.strictObject({ date: isoDate, groupSize: z.optional(groupSize), kind: z.optional(z.enum(['private', 'disco'])) });

const REASONS = {
  'too-soon': 'it is too soon to book online',
  closed: 'we are closed that day',
  'sold-out': 'every boat is taken',
  'no-sailing': 'no cruise of this kind sails that day',
} as const;

const checkAvailabilityTool: GuestTool = {
  name: 'check_availability',
  spec: {
    name: 'check_availability',
    description: 'What can be booked online on one date: each time slot and the boat a booking would get (private) or the seats left (disco).',
    inputSchema: {
      type: 'object',
      properties: {
        date: { type: 'string', description: 'YYYY-MM-DD' },
        groupSize: { type: 'integer', minimum: 1, maximum: 200 },
        kind: { type: 'string', enum: ['private', 'disco'] },
      },
      required: ['date'],
      additionalProperties: false,
    },
  },
  input: availabilityInput,
  run: async (input: z.infer<typeof availabilityInput>, { config, today }) => {
    const past = notPast(input.date, today);
    if (past) return failed(past);
    const kind = input.kind ?? 'private';
    const [day] = await availabilityFor(config, { from: input.date, to: input.date, groupSize: input.groupSize ?? 1, kind, today });
    if (!day) return failed('No availability is known for that date.');
    const free = day.slots.filter((slot) => slot.available);
    const slots = day.slots.map((slot) => ({
      time: slot.label,
      available: slot.available,
      ...(slot.boatName ? { boat: slot.boatName } : {}),
      ...(slot.seatsLeft !== undefined ? { seatsLeft: slot.seatsLeft } : {}),
    }));
    const written = formatWrittenDate(day.date);
    const value =
      free.length > 0
        ? free
            .map(
              (slot) => `${slot.label}${slot.boatName ? ` on ${slot.boatName}` : ''}${slot.seatsLeft !== undefined ? ` (${slot.seatsLeft} seats left)` : ''}`,
            )
            .join('; ')
        : `Nothing free online: ${day.reason ? REASONS[day.reason] : 'every slot is taken'}`;
    return {
      ok: true,
      data: { date: written, kind, available: day.available, ...(day.reason ? { reason: REASONS[day.reason] } : {}), slots },
      facts: [{ source: 'Availability', label: `${kind === 'disco' ? 'Disco cruise' : 'Private charter'}, ${written}`, value }],
    };
  },
};

// --- saved_quote -------------------------------------------------------------------------------

const savedQuoteInput = z.strictObject({ token: quoteTokenSchema });

const savedQuoteTool: GuestTool = {
  name: 'saved_quote',
  spec: {
    name: 'saved_quote',
    description: "The guest's own saved quote, by the token in its link (/quote/<token>). Only a token the guest gave can be looked up; there is no search.",
    inputSchema: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'], additionalProperties: false },
  },
  input: savedQuoteInput,
  run: async (input: z.infer<typeof savedQuoteInput>, { config, today }) => {
    const stored = await quotesRepository(config).getByToken(input.token);
    if (!stored) return failed('No quote has this link. Check the link, or ask us for a new quote.');
    // The link's own view (publicQuote): the organiser's first name at most, never their e-mail or phone.
    const quote = publicQuote(stored, today);
    const view = {
      reference: quote.reference,
      status: quote.status,
      package: quote.price.packageName,
      groupSize: quote.price.groupSize,
      date: formatWrittenDate(quote.price.eventDate),
      totalPrice: formatMoney(quote.price.totalPrice),
      totalPriceCents: quote.price.totalPrice,
      ...(quote.deposit ? { deposit: formatMoney(quote.deposit.depositAmount), depositCents: quote.deposit.depositAmount } : {}),
      pricesHeldUntil: formatWrittenDate(quote.expiresOn),
      path: quotePath(input.token),
    };
    return {
      ok: true,
      data: view,
      facts: [
        {
          source: 'Your saved quote',
          label: `${quoteReference(stored.id)}: ${view.package}, ${view.groupSize} guests, ${view.date}`,
          value: `${view.totalPrice} (${view.status}), prices held until ${view.pricesHeldUntil}`,
        },
      ],
    };
  },
};

// --- start_quote -------------------------------------------------------------------------------

const startQuoteInput = z
  .strictObject({ eventType: z.optional(z.enum(EVENT_TYPE_KEYS)), eventDate: z.optional(isoDate), groupSize: z.optional(groupSize) })
  .check(z.refine((input) => Object.values(input).some((value) => value !== undefined), { message: 'Give at least one answer to fill in.' }));

const startQuoteTool: GuestTool = {
  name: 'start_quote',
  spec: {
    name: 'start_quote',
    description:
      'Fills in the quote builder beside the chat with what the guest said (event, date, group size), for the guest to check, choose a package and save. Stores nothing.',
    inputSchema: {
      type: 'object',
      properties: {
        eventType: { type: 'string', enum: [...EVENT_TYPE_KEYS] },
        eventDate: { type: 'string', description: 'YYYY-MM-DD' },
        groupSize: { type: 'integer', minimum: 1, maximum: 75 },
      },
      additionalProperties: false,
    },
  },
  input: startQuoteInput,
  run: async (input: z.infer<typeof startQuoteInput>, { today }) => {
    if (input.eventDate) {
      const past = notPast(input.eventDate, today);
      if (past) return failed(past);
    }
    const choices: StartQuoteChoices = {
      ...(input.eventType ? { eventType: input.eventType } : {}),
      ...(input.eventDate ? { eventDate: input.eventDate } : {}),
      ...(input.groupSize !== undefined ? { groupSize: input.groupSize } : {}),
    };
    const filled = [
      ...(input.eventType ? [EVENT_TYPES.find((type) => type.key === input.eventType)?.label ?? input.eventType] : []),
      ...(input.groupSize !== undefined ? [`${input.groupSize} guests`] : []),
      ...(input.eventDate ? [formatWrittenDate(input.eventDate)] : []),
    ].join(', ');
    return {
      ok: true,
      data: { filledIn: filled, next: 'The quote builder beside the chat has these answers; the guest checks them, chooses a package and saves the quote.' },
      facts: [{ source: 'Quote builder', label: 'Filled in', value: filled }],
      action: { kind: 'start-quote', choices },
    };
  },
};

// --- hand_over ---------------------------------------------------------------------------------

const handOverInput = z.strictObject({
  name: fullNameSchema,
  email: emailSchema,
  phone: z.optional(phoneSchema),
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});

const handOverTool: GuestTool = {
  name: 'hand_over',
  spec: {
    name: 'hand_over',
    description:
      'Hands the conversation to a person: stores a lead for the crew with the conversation and tells the guest when a person will reply. Needs the name and e-mail the guest gave.',
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        email: { type: 'string' },
        phone: { type: 'string' },
        question: { type: 'string', description: 'What the guest needs a person for.' },
      },
      required: ['name', 'email', 'question'],
      additionalProperties: false,
    },
  },
  input: handOverInput,
  run: async (input: z.infer<typeof handOverInput>, { config, now, facts, conversation }) => {
    const handover = await leaveLead(config, conversation, input, facts, now);
    const replyText = formatInstant(new Date(handover.replyBy));
    return {
      ok: true,
      data: { handedOver: true, replyBy: replyText, phone: facts.phone.display },
      facts: [{ source: 'Hand-over', label: 'A person will reply by', value: replyText }],
      action: { kind: 'handed-over', leadId: handover.leadId, replyBy: handover.replyBy, replyByText: replyText },
      handover,
    };
  },
};

/** The guest surface's allow-list: a tool not here cannot run, whatever the model asks for. */
export const GUEST_TOOLS: ReadonlyMap<string, GuestTool> = new Map(
  [searchPoliciesTool, priceCruiseTool, checkAvailabilityTool, savedQuoteTool, startQuoteTool, handOverTool].map((tool) => [tool.name, tool]),
);
