import type { CallerBookingRequest } from '../booking/booking-schemas.ts';
import { clockLabel, type ClockTime } from '../booking/inventory.ts';
import type { BlogPostInput } from '../content/blog.ts';
import type { PromoCodeRequest } from '../pricing/promo-codes.ts';
import { formatWrittenDate, type IsoDate } from '../shared/dates.ts';
import { formatMoney, type Cents } from '../shared/money.ts';

// The staff assistant's proposed actions (issue 30, decision 080). The assistant never changes
// anything: a proposal tool reads what the action would do and answers it as a card; the staff
// member's one click sends the card's request to the screen's own route (the pay link's, the
// promo codes', the caller booking's), from the browser, with their session, so the route's role
// check and its record of who did it are the screen's. A card says exactly what that request will
// do: which booking, which e-mail address and amount, which code, percentage and days, which quote
// booked at which time for what (decision 089).

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

/**
 * Book a party's saved quote at a time and e-mail them the pay link, the time held while they pay
 * the deposit (decision 089): POST /api/admin/quotes/{quoteId}/booking with `request` as its body
 * and an Idempotency-Key, as the caller-booking form sends it. The figures are those of the
 * booking the route would store, worked out by its own path when the card was made.
 */
export interface HoldSlotProposal {
  kind: 'hold_slot';
  quoteId: string;
  /** The quote's reference, Q-XXXXXXXX. */
  reference: string;
  leadGuest: string;
  cruise: { kind: 'private' | 'disco'; groupSize: number };
  date: IsoDate;
  start: ClockTime;
  end: ClockTime;
  /** What the booking costs. */
  total: Cents;
  /** What the pay link asks for now: the deposit (0 when a code made the cruise free: it is confirmed as it is booked, and no link is sent). */
  deposit: Cents;
  /** The quote's lead guest's address, where the route e-mails the pay link. */
  sentTo: string;
  /** How long the time is held for the deposit (null when there is none to pay). */
  holdMinutes: number | null;
  request: CallerBookingRequest & { payment: { method: 'pay_link' } };
}

/**
 * A blog post drafted from staff's notes: POST /api/admin/blog/posts with `{ post }`, as the
 * editor's "new post" sends it, which always stores a draft; the staff member edits and publishes
 * it there. The assistant never publishes.
 */
export interface BlogDraftProposal {
  kind: 'blog_post_draft';
  post: BlogPostInput;
  /** The names of the category and author the ids are, as the card shows them. */
  category: string;
  author: string;
}

/** A reply to a lead's enquiry, for the staff member to edit and copy into their e-mail: nothing sends it. */
export interface LeadReplyDraft {
  kind: 'lead_reply_draft';
  leadId: string;
  to: string;
  name: string;
  subject: string;
  text: string;
}

export type StaffProposal = PayLinkProposal | PromoCodeProposal | HoldSlotProposal | BlogDraftProposal | LeadReplyDraft;

/** The proposal tools, and what each proposes: the tool reads, the staff member's click acts. */
export const PROPOSAL_TOOL_KINDS = {
  propose_pay_link: 'resend_pay_link',
  propose_promo_code: 'create_promo_code',
  propose_hold: 'hold_slot',
  propose_blog_draft: 'blog_post_draft',
  draft_lead_reply: 'lead_reply_draft',
} as const;

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
  /**
   * Whom the button's action reaches ('to <address>' after `confirm`): always in the button's
   * name, but shown only where there is room, since a card's line already says it and a phone
   * would wrap the button's words round a long address.
   */
  confirmTo?: string;
}

const kindsText = (kinds: readonly string[]) =>
  kinds.length === 2 ? 'private and disco cruises' : kinds[0] === 'private' ? 'private cruises only' : 'disco cruises only';

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** 'a private cruise for 20 guests', 'a disco cruise, 12 tickets'. */
export function cruiseWords(cruise: HoldSlotProposal['cruise']): string {
  return cruise.kind === 'private' ? `a private cruise for ${cruise.groupSize} guests` : `a disco cruise, ${cruise.groupSize} tickets`;
}

function describeHold(proposal: HoldSlotProposal): ProposalDescription {
  const when = `${formatWrittenDate(proposal.date)} at ${clockLabel(proposal.start)}`;
  const lines: ProposalLine[] = [
    { label: 'Quote', value: `${proposal.reference}, ${proposal.leadGuest}: ${cruiseWords(proposal.cruise)}` },
    { label: 'When', value: `${formatWrittenDate(proposal.date)}, ${clockLabel(proposal.start)} to ${clockLabel(proposal.end)}` },
    { label: 'Total', value: formatMoney(proposal.total) },
  ];
  if (proposal.holdMinutes === null || proposal.deposit === 0) {
    lines.push({ label: 'Deposit', value: 'None: a code made the cruise free, so it is confirmed as it is booked and no pay link is sent' });
    return { title: `Book ${proposal.reference} for ${proposal.leadGuest} on ${when}`, lines, confirm: 'Book it' };
  }
  lines.push(
    { label: 'Deposit', value: `${formatMoney(proposal.deposit)}, by card through the pay link` },
    { label: 'Pay link e-mailed to', value: proposal.sentTo },
    { label: 'The time is held', value: `For ${proposal.holdMinutes} minutes while they pay the deposit; released if it is not paid by then` },
  );
  return {
    title: `Book ${proposal.reference} for ${proposal.leadGuest} on ${when}`,
    lines,
    confirm: 'Book it and e-mail the pay link',
    confirmTo: proposal.sentTo,
  };
}

export function describeProposal(proposal: StaffProposal): ProposalDescription {
  if (proposal.kind === 'hold_slot') return describeHold(proposal);
  if (proposal.kind === 'blog_post_draft') {
    return {
      title: `A blog post draft: ${proposal.post.title}`,
      lines: [
        { label: 'Title', value: proposal.post.title },
        { label: 'Address', value: `/blogs/${proposal.post.slug}` },
        { label: 'Summary', value: proposal.post.excerpt },
        { label: 'Category', value: proposal.category },
        { label: 'Author', value: proposal.author },
        { label: 'Length', value: `${wordCount(proposal.post.markdown)} words` },
      ],
      confirm: 'Save as a draft',
    };
  }
  if (proposal.kind === 'lead_reply_draft') {
    return {
      title: `A reply to ${proposal.name}, not sent`,
      lines: [
        { label: 'To', value: proposal.to },
        { label: 'Subject', value: proposal.subject },
      ],
      confirm: 'Copy the reply',
    };
  }
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
      confirm: 'Send the pay link',
      confirmTo: proposal.sentTo,
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

/** A post's address from its title: lower-case words joined by single hyphens (blog.ts's SLUG_PATTERN), at most 80 characters. */
export function draftSlug(title: string, attempt: number): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 76)
    .replace(/-+$/, '');
  return attempt === 0 ? base : `${base}-${attempt + 1}`;
}

/** What a lead asked about, in a few words for a subject line. */
export function leadReplySubject(lead: { eventType?: string | undefined; eventDate?: string | undefined }): string {
  const what = lead.eventType ? `your ${lead.eventType.toLowerCase()} cruise` : 'your cruise';
  return `Re: ${what} on Lake Travis${lead.eventDate ? ` on ${formatWrittenDate(lead.eventDate)}` : ''}`;
}

/**
 * A starting reply to a lead, from what they gave and the business's facts alone: a greeting, what
 * they asked about, a place for the staff member's answer, the way to a price, and the contact.
 * The staff member edits it before it goes anywhere.
 */
export function leadReplyText(
  lead: { name: string; eventType?: string | undefined; eventDate?: string | undefined; groupSize?: string | undefined; message?: string | undefined },
  business: { name: string; phone: string; quoteUrl: string },
): string {
  const first = lead.name.trim().split(/\s+/)[0] ?? lead.name;
  const about = [
    lead.eventType ? `your ${lead.eventType.toLowerCase()}` : 'a cruise',
    lead.groupSize ? `for ${lead.groupSize} guests` : '',
    lead.eventDate ? `on ${formatWrittenDate(lead.eventDate)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    `Hi ${first},`,
    '',
    `Thank you for getting in touch with ${business.name} about ${about}.`,
    ...(lead.message ? ['', `You asked: "${lead.message.trim()}"`, '[Your answer to their question]'] : []),
    '',
    `You can see the prices for your group and hold a date at ${business.quoteUrl}, or reply to this e-mail and we will put a quote together for you.`,
    '',
    `If it is easier to talk, call us on ${business.phone}.`,
    '',
    'Best wishes,',
    `[Your name], ${business.name}`,
  ].join('\n');
}
