import type { BusinessFacts } from '#domain/site/business.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { calendarDateIn, formatWrittenDate } from '#domain/shared/dates.ts';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, type StaffRole } from '#domain/people/staff-roles.ts';
import { boatById } from '#domain/pricing/fleet.ts';
import { slotLabel } from '#domain/booking/inventory.ts';
import { formatMoney, type Cents } from '#domain/shared/money.ts';
import { bookingReference } from '#domain/booking/booking.ts';
import { firstNameOf, quoteReference } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { addOnsText, discountText } from './extras-rows.ts';

// The values a template's placeholders print (domain/content/email-templates.ts names them), built from
// the same records the senders and the preview read, so the preview shows what the e-mail will say.
// Every amount is formatted from the domain's cents; nothing here computes a price.

export type TemplateValues = Readonly<Record<string, string>>;

/** What `{{cruise.addOns}}` and `{{cruise.discount}}` print when there are none: never a blank in a guest's e-mail. */
export const NO_EXTRAS = 'None';

function extrasValues(lineItems: Parameters<typeof addOnsText>[0]): TemplateValues {
  return { 'cruise.addOns': addOnsText(lineItems) || NO_EXTRAS, 'cruise.discount': discountText(lineItems) || NO_EXTRAS };
}

export function businessValues(facts: BusinessFacts): TemplateValues {
  return { 'business.name': facts.name, 'business.phone': facts.phone.display, 'business.email': facts.email.address };
}

function guestValues(name: string): TemplateValues {
  return { 'guest.firstName': firstNameOf(name), 'guest.name': name.trim() };
}

export function quoteTemplateValues(quote: StoredQuote, link: string, facts: BusinessFacts): TemplateValues {
  return {
    ...guestValues(quote.contact.name),
    'quote.reference': quoteReference(quote.id),
    'quote.link': link,
    'quote.total': formatMoney(quote.price.totalPrice),
    'quote.perPerson': formatMoney(quote.price.perPersonCost),
    'quote.deposit': formatMoney(quote.price.depositAmount),
    'quote.expiresOn': formatWrittenDate(quote.expiresOn),
    'cruise.date': formatWrittenDate(quote.price.eventDate),
    'cruise.package': quote.price.packageName,
    'cruise.groupSize': String(quote.price.groupSize),
    ...extrasValues(quote.price.breakdown.lineItems),
    ...businessValues(facts),
  };
}

export function bookingTemplateValues(booking: StoredBooking, link: string, facts: BusinessFacts): TemplateValues {
  const money = paymentSummary(booking);
  return {
    ...guestValues(booking.leadGuest.name),
    'booking.reference': bookingReference(booking.id),
    'booking.link': link,
    'booking.total': formatMoney(money.total),
    'booking.deposit': formatMoney(booking.deposit.depositAmount),
    'booking.paid': formatMoney(money.paid),
    'booking.balanceDue': formatMoney(money.outstanding),
    'booking.balanceDueOn': formatWrittenDate(booking.deposit.remainingBalanceDueAt),
    'cruise.date': formatWrittenDate(booking.slot.date),
    'cruise.time': slotLabel(booking.slot),
    'cruise.boat': boatById(booking.slot.boatId).name,
    'cruise.package': booking.price.packageName,
    'cruise.groupSize': String(booking.price.groupSize),
    ...extrasValues(booking.price.breakdown.lineItems),
    ...businessValues(facts),
  };
}

/** The thank-you's own links (decision 078), over the booking's values. */
export interface ThankYouLinks {
  review: string;
  rebook: string;
}

export function thankYouTemplateValues(booking: StoredBooking, links: ThankYouLinks, facts: BusinessFacts): TemplateValues {
  // The thank-you offers no booking link: the cruise is over, and its links are the review and the next booking.
  const { 'booking.link': _, ...values } = bookingTemplateValues(booking, links.review, facts);
  return {
    ...values,
    'review.link': links.review,
    'review.googleLink': facts.googleReviewUrl,
    'rebook.link': links.rebook,
  };
}

export function paymentTemplateValues(payment: { amount: Cents; method: string }): TemplateValues {
  return { 'payment.amount': formatMoney(payment.amount), 'payment.method': payment.method };
}

export function portalCodeTemplateValues(code: string, link: string, facts: BusinessFacts): TemplateValues {
  return { code, 'signIn.link': link, ...businessValues(facts) };
}

/** A teammate's invitation (decision 075): the role, who asked, the link and its last day. */
export function teamInviteTemplateValues(
  invite: { role: StaffRole; invitedBy: string; expiresAt: string },
  link: string,
  facts: BusinessFacts,
): TemplateValues {
  return {
    'invite.role': STAFF_ROLE_LABELS[invite.role],
    'invite.roleDescription': STAFF_ROLE_DESCRIPTIONS[invite.role],
    'invite.invitedBy': invite.invitedBy,
    'invite.link': link,
    'invite.expiresOn': formatWrittenDate(calendarDateIn(new Date(invite.expiresAt))),
    ...businessValues(facts),
  };
}
