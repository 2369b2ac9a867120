import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '#domain/booking/booking.ts';
import { bookingEditSchema } from '#domain/booking/booking-schemas.ts';
import { editRequest, sameAddOns, timeChoices, type EditValues } from './edit-booking-values.ts';
import type { DayAvailability } from '#domain/booking/inventory.ts';

const booking = {
  selection: {
    kind: 'private',
    eventType: 'birthday',
    groupSize: 20,
    eventDate: '2027-06-12',
    packageType: 'standard',
    lilyPad: false,
    addOns: [{ productId: 'dj', quantity: 1 }],
  },
  slot: {
    kind: 'private',
    date: '2027-06-12',
    start: '09:00',
    end: '13:00',
    boatId: 'boat_me_seeks_the_irony',
    seats: 20,
    label: '9:00 AM – 1:00 PM',
    boatName: 'Me Seeks The Irony',
  },
} as unknown as AdminBooking;

const asBooked: EditValues = {
  groupSize: '20',
  packageKey: 'standard',
  addOns: [{ productId: 'dj', quantity: 1 }],
  date: '2027-06-12',
  start: '09:00',
  boatId: '',
};

describe("the edit form's request", () => {
  it('sends only what differs from the booking', () => {
    expect(editRequest(booking, asBooked)).toEqual({});
    expect(editRequest(booking, { ...asBooked, groupSize: '24' })).toEqual({ groupSize: 24 });
    expect(editRequest(booking, { ...asBooked, packageKey: 'ultimate', addOns: [] })).toEqual({ packageType: 'ultimate', addOns: [] });
    expect(editRequest(booking, { ...asBooked, start: '13:30', boatId: 'boat_clever_girl' })).toEqual({
      date: '2027-06-12',
      start: '13:30',
      boatId: 'boat_clever_girl',
    });
  });

  it('leaves a blank head count or a missing time for the schema to refuse by name', () => {
    const blank = bookingEditSchema.safeParse(editRequest(booking, { ...asBooked, groupSize: '' }));
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.path).toEqual(['groupSize']);
    const noTime = bookingEditSchema.safeParse(editRequest(booking, { ...asBooked, date: '2027-06-19', start: '' }));
    expect(noTime.error?.issues[0]?.path).toEqual(['start']);
  });

  it('compares add-ons whatever their order', () => {
    const a = [
      { productId: 'dj', quantity: 1 },
      { productId: 'coolers-on-ice', quantity: 2 },
    ];
    expect(sameAddOns(a, [...a].reverse())).toBe(true);
    expect(sameAddOns(a, [{ productId: 'dj', quantity: 1 }])).toBe(false);
  });
});

describe("the edit's times (issue 29)", () => {
  const slot = (start: string, available: boolean) => ({
    kind: 'private' as const,
    start,
    end: start,
    label: `${start} slot`,
    boatId: null,
    boatName: null,
    available,
  });
  const day = (reason: DayAvailability['reason'], slots: DayAvailability['slots']): DayAvailability => ({
    date: '2027-03-04',
    dayType: 'MON_THU',
    priceLevel: 1,
    available: true,
    reason,
    slots,
  });
  const booking = { slot: { date: '2027-03-04', start: '13:30', label: '13:30 slot' } } as Pick<AdminBooking, 'slot'>;

  it('says which times are free for the group, keeps its own time choosable, and lists a taken one without letting it be chosen', () => {
    expect(timeChoices(day(null, [slot('09:00', true), slot('13:30', false), slot('18:00', false)]), booking, '2027-03-04')).toEqual([
      { start: '09:00', label: '09:00 slot (free)', taken: false },
      { start: '13:30', label: '13:30 slot (its time now)', taken: false },
      { start: '18:00', label: '18:00 slot (taken)', taken: true },
    ]);
    // Another day: its own time is not there, every time judged.
    expect(timeChoices(day(null, [slot('13:30', false)]), booking, '2027-03-11')).toEqual([{ start: '13:30', label: '13:30 slot (taken)', taken: true }]);
  });

  it('marks nothing on a day too soon to book online, and adds its own time when the day lists none', () => {
    expect(timeChoices(day('too-soon', [slot('09:00', false)]), booking, '2027-03-04')).toEqual([
      { start: '13:30', label: '13:30 slot (its time now)', taken: false },
      { start: '09:00', label: '09:00 slot', taken: false },
    ]);
    expect(timeChoices(null, booking, null)).toEqual([]);
  });
});
