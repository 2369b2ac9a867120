import type { BusinessFacts } from '#domain/site/business.ts';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { BookingChanged } from '#events/bookings.ts';
import type * as z from '#domain/shared/zod.ts';

// What the guest's e-mail says when staff edit their booking (issue 29): what changed, then the
// money as the ledger has it. Its own consumer's (booking-change-emails), so the e-mails of the
// booking's other changes keep their bundle (decision 015).

/** The paragraphs of the guest's "Your booking … was changed" e-mail. */
export function bookingChangeWords(booking: z.infer<(typeof BookingChanged)['data']>, facts: BusinessFacts): string[] {
  const changes = booking.changes.map((change) => `${change.what}: ${change.from} → ${change.to}`).join('; ');
  const difference = booking.totalPrice - booking.previousTotal;
  const money =
    difference === 0
      ? `The total stays ${formatMoney(booking.totalPrice)}.`
      : `The total is now ${formatMoney(booking.totalPrice)}, ${formatMoney(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} than before.`;
  const paid = formatMoney(booking.amountPaid);
  const owed =
    booking.refunding > 0
      ? `You have paid ${paid}: the ${formatMoney(booking.refunding)} beyond the new total is refunded the way you paid, with a receipt of its own.`
      : booking.remaining > 0
        ? `You have paid ${paid}; ${formatMoney(booking.remaining)} remains, due by ${formatWrittenDate(booking.balanceDueOn)}.`
        : `You have paid ${paid}: nothing more is owed.`;
  return [
    `We changed your booking ${booking.reference} as agreed: ${changes}.`,
    `${money} ${owed}`,
    `The calendar file attached replaces the old entry. Questions? Call us at ${facts.phone.display}.`,
  ];
}
