import type { AdminBooking, BookingSlot } from '../booking/booking.ts';
import type { EditChange } from '../booking/booking-edits.ts';
import type { MovePromoOutcome } from '../booking/move-pricing.ts';
import type { PriceCalculationResult } from '../pricing/pricing.ts';
import type { MoveSettlement } from './booking-money.ts';

// What staff read before and after editing a booking (issue 29): the engine's new itemised price
// beside the old one, and what it does to the money, worked out by the ledger's module.

/** POST /api/admin/bookings/{id}/edit-preview: the edit as it would be, nothing written. */
export interface BookingEditPreview {
  /** What the edit changes, in words (the e-mail and the history say the same). */
  changes: EditChange[];
  price: PriceCalculationResult;
  oldPrice: PriceCalculationResult;
  /** What becomes of the booking's promo code (null when it has none). */
  promo: MovePromoOutcome | null;
  slot: BookingSlot & { label: string; boatName: string };
  settlement: MoveSettlement;
}

export interface BookingEditPreviewResponse {
  preview: BookingEditPreview;
}

/** POST /api/admin/bookings/{id}/edit: the booking as edited and the settlement (`refund` is given back just after, by the edit's event). */
export interface BookingEditResponse {
  booking: AdminBooking;
  settlement: MoveSettlement;
}
