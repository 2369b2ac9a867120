import type { BookingSlot } from '#domain/booking/booking.ts';
import type { DayAvailability } from '#domain/booking/inventory.ts';
import { plural } from '../shared/format.ts';

// The slots a booking can move to on one day, from GET /api/availability for the booking's kind
// and group: which can be chosen, and why not when one cannot.

export interface MoveOption {
  start: string;
  label: string;
  detail: string;
  available: boolean;
  current: boolean;
}

export const DAY_UNAVAILABLE_REASONS: Readonly<Record<NonNullable<DayAvailability['reason']>, string>> = {
  'too-soon': 'Too soon: a booking can move to tomorrow at the earliest. A cruise sooner than that is arranged with the crew.',
  closed: 'Nothing sails that day for this group: the fleet is closed or has no slots.',
  'sold-out': 'Every slot that fits this group is taken that day.',
  'no-sailing': 'The disco does not sail that day.',
};

export function moveOptions(day: DayAvailability, slot: Pick<BookingSlot, 'date' | 'start'>): MoveOption[] {
  return day.slots.map((option) => {
    const current = day.date === slot.date && option.start === slot.start;
    let detail: string;
    if (current) detail = 'The booking is here now';
    else if (option.kind === 'disco')
      detail = option.available
        ? `${plural(option.seatsLeft ?? 0, 'ticket')} left of ${option.capacity ?? 0}`
        : `Not enough tickets left (${option.seatsLeft ?? 0})`;
    else detail = option.available && option.boatName ? `Free: ${option.boatName}` : 'Taken or closed';
    return { start: option.start, label: option.label, detail, available: option.available && !current, current };
  });
}
