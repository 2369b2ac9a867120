import type { AdminBooking } from '#domain/booking/booking.ts';
import type { bookingEditSchema } from '#domain/booking/booking-schemas.ts';
import type { SelectedAddOn } from '#domain/booking/quotes.ts';
import type { BoatId } from '#domain/pricing/fleet.ts';
import type * as z from '#domain/shared/zod.ts';

/** The edit form's fields as typed (issue 29); `boatId` '' leaves the boat to the server's rule. */
export interface EditValues {
  groupSize: string;
  packageKey: string;
  addOns: SelectedAddOn[];
  date: string;
  start: string;
  boatId: BoatId | '';
}

/** Whether two add-on choices are the same, whatever their order. */
export const sameAddOns = (a: readonly SelectedAddOn[], b: readonly SelectedAddOn[]) =>
  a.length === b.length && a.every((choice) => b.some((other) => other.productId === choice.productId && other.quantity === choice.quantity));

/**
 * The request for what differs from the booking: a field staff left as booked is not sent, so
 * the edit names only what changes (the schema checks the rest). A time left empty after a new
 * date is sent empty, and the schema says to choose one.
 */
export function editRequest(booking: AdminBooking, values: EditValues): z.input<typeof bookingEditSchema> {
  const { selection, slot } = booking;
  const groupSize = values.groupSize.trim() === '' ? Number.NaN : Number(values.groupSize);
  const packageNow = selection.kind === 'private' ? selection.packageType : selection.discoPackage;
  const moved = values.date !== slot.date || values.start !== slot.start;
  return {
    ...(groupSize !== selection.groupSize ? { groupSize } : {}),
    ...(values.packageKey !== packageNow ? (selection.kind === 'private' ? { packageType: values.packageKey } : { discoPackage: values.packageKey }) : {}),
    ...(sameAddOns(values.addOns, selection.addOns ?? []) ? {} : { addOns: values.addOns }),
    ...(moved ? { date: values.date, start: values.start } : {}),
    ...(values.boatId ? { boatId: values.boatId } : {}),
  } as z.input<typeof bookingEditSchema>;
}
