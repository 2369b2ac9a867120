import type { AdminBooking } from '#domain/booking/booking.ts';
import type { bookingEditSchema } from '#domain/booking/booking-schemas.ts';
import type { SelectedAddOn } from '#domain/booking/quotes.ts';
import type { DayAvailability } from '#domain/booking/inventory.ts';
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

export interface TimeChoice {
  start: string;
  label: string;
  /** A time the group cannot have on this day (every boat that carries them is booked): listed, not chosen. */
  taken: boolean;
}

/**
 * The edit's times for the chosen day, each saying whether it is free for the group (issue 29):
 * the booking's own time is always there and always choosable ("now"); another time is "free" or
 * "taken" as the day's availability says. A day too soon to book online says nothing of its times
 * (its slots are all closed to guests), so none is marked and the server decides.
 */
export function timeChoices(day: DayAvailability | null, booking: Pick<AdminBooking, 'slot'>, date: string | null): TimeChoice[] {
  const own = date === booking.slot.date;
  const judged = day !== null && day.reason !== 'too-soon';
  const times: TimeChoice[] = (day?.slots ?? []).map((slot) => {
    const current = own && slot.start === booking.slot.start;
    const taken = judged && !current && !slot.available;
    const note = current ? ' (its time now)' : judged ? (taken ? ' (taken)' : ' (free)') : '';
    return { start: slot.start, label: `${slot.label}${note}`, taken };
  });
  if (own && !times.some((time) => time.start === booking.slot.start))
    times.unshift({ start: booking.slot.start, label: `${booking.slot.label} (its time now)`, taken: false });
  return times;
}
