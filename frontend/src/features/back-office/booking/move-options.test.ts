import { FIRST_PRICE_TABLE } from '#domain/pricing/price-versions.ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INVENTORY, dayAvailability } from '#domain/booking/inventory.ts';
import { DAY_UNAVAILABLE_REASONS, moveOptions } from './move-options.ts';

const today = '2026-06-01';
const date = '2026-06-16'; // a Tuesday

describe('moveOptions', () => {
  it("offers each free slot with the boat it would get, and marks the booking's own slot", () => {
    const day = dayAvailability({
      date,
      groupSize: 20,
      kind: 'private',
      today,
      settings: DEFAULT_INVENTORY,
      priceTable: FIRST_PRICE_TABLE,
      blackouts: [],
      reservations: [
        { kind: 'private', date, start: '09:00', end: '13:00', boatId: 'boat_day_tripper', bookingId: 'mine' },
        { kind: 'private', date, start: '13:30', end: '17:30', boatId: 'boat_me_seeks_the_irony', bookingId: 'b' },
        { kind: 'private', date, start: '13:30', end: '17:30', boatId: 'boat_clever_girl', bookingId: 'c' },
      ],
    });
    const options = moveOptions(day, { date, start: '09:00' });
    expect(options.map(({ start, available, current }) => [start, available, current])).toEqual([
      ['09:00', false, true],
      ['13:30', false, false],
      ['18:00', true, false],
    ]);
    expect(options[0]!.detail).toBe('The booking is here now');
    expect(options[1]!.detail).toBe('Taken or closed');
    expect(options[2]!.detail).toMatch(/^Free: /);
  });

  it('says how many disco tickets are left', () => {
    const friday = '2026-06-19';
    const day = dayAvailability({
      date: friday,
      groupSize: 10,
      kind: 'disco',
      today,
      settings: DEFAULT_INVENTORY,
      priceTable: FIRST_PRICE_TABLE,
      blackouts: [],
      reservations: [{ kind: 'disco', date: friday, start: '13:30', sold: 70 }],
    });
    expect(moveOptions(day, { date: '2026-06-20', start: '13:30' })).toEqual([
      { start: '13:30', label: '1:30 PM – 5:30 PM', detail: 'Not enough tickets left (5)', available: false, current: false },
    ]);
    expect(DAY_UNAVAILABLE_REASONS['no-sailing']).toBe('The disco does not sail that day.');
  });
});
