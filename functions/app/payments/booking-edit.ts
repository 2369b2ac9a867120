import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { BookingEdit } from '#domain/booking/booking-edits.ts';
import type { MoveSettlement } from '#domain/payments/booking-money.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { done, type Outcome } from '../../platform/outcome.ts';
import { editBooking } from '../booking/booking-edits.ts';
import { refundPaidBeyond, repricingRefusal } from './repricing.ts';

// Staff's edit of a booking with its money settled (issue 29), as the guest's move settles (decision
// 024): nothing may be arriving for the old figure, and what is paid beyond the new total goes back
// to where it came from, so the ledger never holds more than the booking costs (decision 037).

export interface SettledEdit {
  booking: StoredBooking;
  settlement: MoveSettlement;
  refunded: number;
  problem: string | null;
}

/** The edit (booking-edits.ts), then the refund of any over-payment; a refund that fails leaves the edit standing and is named for staff. */
export async function editAndSettle(
  config: Config,
  id: string,
  request: BookingEdit & { expectedTotal: number },
  by: string,
  now: Date,
): Promise<Outcome<SettledEdit>> {
  const edited = await editBooking(config, id, request, by, now, {
    check: (booking, settlement) => repricingRefusal(config, booking, settlement, now, 'change the booking'),
  });
  if (!edited.ok) return edited;
  const { booking, settlement } = edited.value;
  if (settlement.refund === 0) return done({ booking, settlement, refunded: 0, problem: null });
  const reason = `Booking changed to a lower price: ${formatMoney(settlement.refund)} paid beyond the new total given back.`;
  const failure = await refundPaidBeyond(config, booking, settlement.refund, reason, by, now);
  const after = (await bookingsRepository(config).get(id)) ?? booking;
  if (failure !== null) {
    return done({
      booking: after,
      settlement,
      refunded: 0,
      problem: `The booking is changed, but the refund of ${formatMoney(settlement.refund)} did not go through: ${failure} Refund it from the booking's payments.`,
    });
  }
  return done({ booking: after, settlement, refunded: settlement.refund, problem: null });
}
