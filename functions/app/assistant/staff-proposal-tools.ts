import type { PayLinkProposal, PromoCodeProposal } from '#domain/assistant/staff-proposals.ts';
import { PROPOSED_PROMO_DAYS, proposedPromoCode } from '#domain/assistant/staff-proposals.ts';
import { bookingReference } from '#domain/booking/booking.ts';
import { canonicalPartnerCode, type Partner } from '#domain/commerce/partners.ts';
import { payLinkDue } from '#domain/payments/pay-link.ts';
import { newPromoCodeSchema, PROMO_MAX_PERCENT } from '#domain/pricing/promo-codes.ts';
import { addDays, formatWrittenDate, isValidIsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import * as z from '#domain/shared/zod.ts';
import { bookingsByReference } from '../booking/by-reference.ts';
import { partnersRepository } from '../../adapters/dynamodb/partners-repository.ts';
import { promoCodesRepository } from '../../adapters/dynamodb/promo-codes-repository.ts';
import type { StaffTool, StaffToolOutcome } from './staff-tools.ts';

// The staff assistant's proposal tools (issue 30, decision 080). Each only reads: it works out
// exactly what the action would do (the pay link's address and amount by the route's own rule,
// payLinkDue; the promo code's body, checked by the route's own schema) and answers it as a
// proposal. Nothing is sent or written here: the staff member's click sends the proposal's request
// to the screen's route from the browser, with their session, where the route checks their role
// and records them as the one who did it. There is no input naming an address or an amount: the
// booking says where the link goes and what it asks for, whatever the question said.

const failed = (error: string): StaffToolOutcome => ({ ok: false, data: { error }, facts: [], citations: [] });
/** A reason the action cannot be proposed, said as an answer with no card. */
const notProposed = (reason: string, data: Record<string, unknown> = {}): StaffToolOutcome => ({
  ok: true,
  data: { proposed: false, reason, ...data },
  facts: [],
  citations: [],
});
const CONFIRM_NOTE = 'Nothing happens until the staff member confirms the card.';

// --- propose_pay_link --------------------------------------------------------------------------

const payLinkInput = z.strictObject({
  reference: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^B-[A-Z0-9]{8}$/, { message: 'A booking reference as B- and 8 letters or digits.' })),
});

const proposePayLinkTool: StaffTool = {
  name: 'propose_pay_link',
  spec: {
    name: 'propose_pay_link',
    description:
      "Proposes e-mailing a booking's lead guest the pay link again (the deposit while it is awaited, else the balance), to the address on the booking. It sends nothing: the staff member confirms the card.",
    inputSchema: {
      type: 'object',
      properties: { reference: { type: 'string', description: 'The booking reference, B-XXXXXXXX' } },
      required: ['reference'],
      additionalProperties: false,
    },
  },
  input: payLinkInput,
  run: async (input: z.infer<typeof payLinkInput>, { config, now }) => {
    const booking = (await bookingsByReference(config, [input.reference], now)).get(input.reference);
    if (!booking) return notProposed(`There is no booking ${input.reference} from a year back to two years ahead.`, { reference: input.reference });
    const reference = bookingReference(booking.id);
    const citations = [{ reference, label: `${booking.leadGuest.name}, ${formatWrittenDate(booking.slot.date)}`, path: `/admin/bookings/${booking.id}` }];
    const check = payLinkDue(booking, now);
    if (!check.ok) return { ...notProposed(`${reference}: ${check.message}`, { reference }), citations };
    const proposal: PayLinkProposal = {
      kind: 'resend_pay_link',
      bookingId: booking.id,
      reference,
      leadGuest: booking.leadGuest.name,
      sentTo: booking.leadGuest.email,
      what: check.due.what,
      amount: check.due.amount,
      dueBy: check.due.what === 'balance' ? check.due.by : null,
      cruiseDate: booking.slot.date,
    };
    return {
      ok: true,
      data: {
        proposed: true,
        reference,
        leadGuest: proposal.leadGuest,
        sentTo: proposal.sentTo,
        asksFor: proposal.what,
        amount: formatMoney(proposal.amount),
        dueBy: proposal.dueBy ? formatWrittenDate(proposal.dueBy) : null,
        cruiseDate: formatWrittenDate(proposal.cruiseDate),
        note: CONFIRM_NOTE,
      },
      facts: [
        { source: 'Bookings and payments', label: `${reference}'s pay link would ask for`, value: `the ${proposal.what} of ${formatMoney(proposal.amount)}` },
      ],
      citations,
      proposal,
    };
  },
};

// --- propose_promo_code ------------------------------------------------------------------------

const isoDate = z.string().check(z.refine(isValidIsoDate, { message: 'A date as YYYY-MM-DD.' }));
const promoInput = z.strictObject({
  partner: z.string().check(z.trim(), z.minLength(1, { message: "The partner's name or code." }), z.maxLength(120)),
  percent: z.number().check(z.int({ message: 'A whole percent.' }), z.gte(1), z.lte(PROMO_MAX_PERCENT)),
  validTo: z.optional(isoDate),
});

/** The partner a question names: by its code, else by its name (whole, then a part of it). */
function partnerNamed(partners: readonly Partner[], named: string): Partner[] {
  const text = named.trim().toLowerCase();
  const byCode = partners.filter((partner) => canonicalPartnerCode(partner.code) === canonicalPartnerCode(named));
  if (byCode.length > 0) return byCode;
  const byName = partners.filter((partner) => partner.name.toLowerCase() === text);
  return byName.length > 0 ? byName : partners.filter((partner) => partner.name.toLowerCase().includes(text));
}

const MAX_CODE_ATTEMPTS = 9;

const proposePromoCodeTool: StaffTool = {
  name: 'propose_promo_code',
  spec: {
    name: 'propose_promo_code',
    description: `Proposes a new percent promo code for a partner's guests: the code (the partner's code and the percent), valid from today to validTo (${PROPOSED_PROMO_DAYS} days from today when not said), for private and disco cruises. It creates nothing: the staff member confirms the card.`,
    inputSchema: {
      type: 'object',
      properties: {
        partner: { type: 'string', description: "The partner's name or code" },
        percent: { type: 'integer', minimum: 1, maximum: PROMO_MAX_PERCENT },
        validTo: { type: 'string', description: 'YYYY-MM-DD, the last day guests may enter it' },
      },
      required: ['partner', 'percent'],
      additionalProperties: false,
    },
  },
  input: promoInput,
  run: async (input: z.infer<typeof promoInput>, { config, today }) => {
    const matches = partnerNamed(await partnersRepository(config).list(), input.partner);
    if (matches.length === 0) return notProposed(`There is no partner named ${input.partner}.`, { partner: input.partner });
    if (matches.length > 1)
      return notProposed(`More than one partner matches ${input.partner}: ${matches.map((partner) => partner.name).join(', ')}. Name one.`, {
        partner: input.partner,
      });
    const partner = matches[0]!;
    if (!partner.active) return notProposed(`${partner.name} is not an active partner.`, { partner: partner.name });
    const validTo = input.validTo ?? addDays(today, PROPOSED_PROMO_DAYS);
    if (validTo < today) return notProposed(`The last day, ${formatWrittenDate(validTo)}, has passed.`, { partner: partner.name });
    // The first code free of the partner's code and the percent: SUNNY10, then SUNNY10-2, ...
    const promos = promoCodesRepository(config);
    let code: string | null = null;
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS && code === null; attempt += 1) {
      const candidate = proposedPromoCode(partner.code, input.percent, attempt);
      if (!(await promos.get(candidate))) code = candidate;
    }
    if (!code) return notProposed(`The codes for ${partner.name} at ${input.percent}% are all taken; make one on the discounts screen.`);
    const request: PromoCodeProposal['request'] = {
      code,
      description: `${input.percent}% off for guests of ${partner.name}`,
      kind: 'percent',
      value: input.percent,
      validFrom: today,
      validTo,
      minGroupSize: 1,
      cruiseKinds: ['private', 'disco'],
      totalLimit: null,
      perCustomerLimit: null,
      stackable: false,
      allowsFree: false,
      active: true,
    };
    // The route's own schema: a card never proposes a body the route would refuse.
    const valid = newPromoCodeSchema.safeParse(request);
    if (!valid.success) return failed(valid.error.issues.map((issue) => issue.message).join('; '));
    const proposal: PromoCodeProposal = { kind: 'create_promo_code', partner: { name: partner.name, code: partner.code }, request };
    return {
      ok: true,
      data: {
        proposed: true,
        code,
        percent: `${input.percent}%`,
        partner: partner.name,
        validFrom: formatWrittenDate(today),
        validTo: formatWrittenDate(validTo),
        cruises: 'private and disco',
        note: CONFIRM_NOTE,
      },
      facts: [{ source: 'Partners', label: `A code for ${partner.name}`, value: `${code}, ${input.percent}% off until ${formatWrittenDate(validTo)}` }],
      citations: [{ reference: partner.code, label: partner.name, path: '/affiliates' }],
      proposal,
    };
  },
};

export const PROPOSAL_TOOLS: readonly StaffTool[] = [proposePayLinkTool, proposePromoCodeTool];
