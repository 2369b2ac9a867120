import type { PromoCodeRequest } from '../pricing/promo-codes.ts';
import { formatWrittenDate, type IsoDate } from '../shared/dates.ts';
import { formatMoney, type Cents } from '../shared/money.ts';

// The staff assistant's proposed actions (issue 30, decision 080). The assistant never changes
// anything: a proposal tool reads what the action would do and answers it as a card; the staff
// member's one click sends the card's request to the screen's own route (the pay link's, the
// promo codes'), from the browser, with their session, so the route's role check and its record
// of who did it are the screen's. A card says exactly what that request will do: which booking,
// which e-mail address and amount, which code, percentage and days.

/** Send the guest the pay link again: POST /api/admin/bookings/{bookingId}/pay-link, which takes no body. */
export interface PayLinkProposal {
  kind: 'resend_pay_link';
  bookingId: string;
  reference: string;
  leadGuest: string;
  /** The booking's lead guest's address: the route sends there, and nowhere else. */
  sentTo: string;
  what: 'deposit' | 'balance';
  amount: Cents;
  /** When the balance falls due (null for a deposit, which is due now). */
  dueBy: IsoDate | null;
  cruiseDate: IsoDate;
}

/** Make a promo code for a partner's guests: POST /api/admin/promo-codes with `request` as its body, as /discounts sends it. */
export interface PromoCodeProposal {
  kind: 'create_promo_code';
  partner: { name: string; code: string };
  request: PromoCodeRequest & { code: string };
}

export type StaffProposal = PayLinkProposal | PromoCodeProposal;

/** The proposal tools, and what each proposes: the tool reads, the staff member's click acts. */
export const PROPOSAL_TOOL_KINDS = { propose_pay_link: 'resend_pay_link', propose_promo_code: 'create_promo_code' } as const;

/** A promo code proposed without an end date runs this many days from today, said on the card. */
export const PROPOSED_PROMO_DAYS = 90;

export interface ProposalLine {
  label: string;
  value: string;
}

/** What a card shows: its heading, exactly what will happen line by line, and its button's words. */
export interface ProposalDescription {
  title: string;
  lines: ProposalLine[];
  confirm: string;
}

const kindsText = (kinds: readonly string[]) =>
  kinds.length === 2 ? 'private and disco cruises' : kinds[0] === 'private' ? 'private cruises only' : 'disco cruises only';

export function describeProposal(proposal: StaffProposal): ProposalDescription {
  if (proposal.kind === 'resend_pay_link') {
    return {
      title: `Send the pay link for ${proposal.reference} again`,
      lines: [
        { label: 'Booking', value: `${proposal.reference}, ${proposal.leadGuest}, cruise on ${formatWrittenDate(proposal.cruiseDate)}` },
        { label: 'E-mailed to', value: proposal.sentTo },
        {
          label: 'It asks for',
          value:
            proposal.what === 'deposit'
              ? `The deposit of ${formatMoney(proposal.amount)}, by card`
              : `The balance of ${formatMoney(proposal.amount)}${proposal.dueBy ? `, due ${formatWrittenDate(proposal.dueBy)}` : ''}, by card`,
        },
      ],
      confirm: `Send the pay link to ${proposal.sentTo}`,
    };
  }
  const { request, partner } = proposal;
  const limits = [
    request.minGroupSize && request.minGroupSize > 1 ? `groups of ${request.minGroupSize} or more` : 'any group size',
    request.totalLimit ? `at most ${request.totalLimit} bookings` : 'no limit on uses',
    request.stackable ? 'combines with off-peak prices' : 'does not combine with off-peak prices',
  ];
  return {
    title: `Make the promo code ${request.code} for ${partner.name}`,
    lines: [
      { label: 'Code', value: request.code },
      { label: 'Discount', value: request.kind === 'percent' ? `${request.value}% off` : `${formatMoney(request.value)} off` },
      { label: 'Guests may enter it', value: `From ${formatWrittenDate(request.validFrom)} to ${formatWrittenDate(request.validTo)}` },
      { label: 'For', value: `${kindsText(request.cruiseKinds)}; ${limits.join('; ')}` },
      { label: 'Partner', value: `${partner.name} (partner code ${partner.code})` },
      { label: 'Description', value: request.description ?? '' },
    ],
    confirm: `Create the code ${request.code}`,
  };
}

/** The promo code proposed for a partner: its code and the percentage, upper-cased letters and digits (the promo code pattern). */
export function proposedPromoCode(partnerCode: string, percent: number, attempt: number): string {
  const base = `${partnerCode
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 24)}${percent}`;
  return attempt === 0 ? base : `${base}-${attempt + 1}`;
}
