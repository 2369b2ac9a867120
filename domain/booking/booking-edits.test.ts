import { describe, expect, it } from 'vitest';
import { FIRST_PRICING } from '../pricing/pricing-context.ts';
import { calculatePrivateCruisePrice } from '../pricing/pricing.ts';
import type { BookingSlot } from './booking.ts';
import { editChanges, editedSelection, editedSlot, sameInventory } from './booking-edits.ts';
import { DEFAULT_INVENTORY, type Reservation } from './inventory.ts';
import type { QuoteSelection } from './quotes.ts';

const today = '2027-01-04';
const date = '2027-06-12'; // a Saturday: no disco on the private slots' boats but the disco sailing at 13:30 on Clever Girl
const now = new Date('2027-01-04T18:00:00Z');

const privateSelection: QuoteSelection = {
  kind: 'private',
  eventType: 'birthday',
  groupSize: 20,
  eventDate: date,
  packageType: 'standard',
  lilyPad: false,
  addOns: [{ productId: 'coolers', quantity: 2 }],
  promoCode: 'SPRING10',
};
const privateSlot: BookingSlot = { kind: 'private', date, start: '09:00', end: '13:00', boatId: 'boat_me_seeks_the_irony', seats: 20 };
const ownReservation: Reservation = { kind: 'private', date, start: '09:00', end: '13:00', boatId: 'boat_me_seeks_the_irony', bookingId: 'mine' };
const slotQuery = { slot: privateSlot, bookingId: 'mine', date, start: '09:00', settings: DEFAULT_INVENTORY, blackouts: [], now };

describe("staff's edit of a booking", () => {
  it('changes only what it names, keeps the promo code, and replaces the add-ons when given', () => {
    expect(editedSelection(privateSelection, { groupSize: 24 })).toEqual({ ...privateSelection, groupSize: 24 });
    expect(editedSelection(privateSelection, { packageType: 'ultimate', date: '2027-06-19' })).toMatchObject({
      packageType: 'ultimate',
      eventDate: '2027-06-19',
      promoCode: 'SPRING10',
      addOns: [{ productId: 'coolers', quantity: 2 }],
    });
    expect(editedSelection(privateSelection, { addOns: [] })).not.toHaveProperty('addOns');
    expect(editedSelection(privateSelection, { addOns: [{ productId: 'floats', quantity: 1 }] })).toMatchObject({
      addOns: [{ productId: 'floats', quantity: 1 }],
    });
  });

  it('refuses a package or a boat of the other kind of cruise', () => {
    expect(editedSelection(privateSelection, { discoPackage: 'platinum' })).toMatchObject({ code: 'WRONG_PACKAGE', field: 'discoPackage' });
    const disco: QuoteSelection = { kind: 'disco', eventType: 'bachelorette', groupSize: 10, eventDate: date, discoPackage: 'basic', brideIncluded: false };
    expect(editedSelection(disco, { boatId: 'boat_clever_girl' })).toMatchObject({ code: 'WRONG_PACKAGE', field: 'boatId' });
  });

  it('keeps a grown group on its own boat while it is the smallest that carries it: the booking does not count against itself', () => {
    expect(editedSlot({ ...slotQuery, groupSize: 28, reservations: [ownReservation] })).toEqual({
      slot: { ...privateSlot, seats: 28 },
      capacity: 0,
    });
    expect(editedSlot({ ...slotQuery, groupSize: 20, reservations: [ownReservation] })).toEqual({ slot: privateSlot, capacity: 0 });
  });

  it('gives a smaller group the smallest free boat that carries it, as a booking would', () => {
    expect(editedSlot({ ...slotQuery, groupSize: 10, reservations: [ownReservation] })).toMatchObject({ slot: { boatId: 'boat_day_tripper', seats: 10 } });
    const dayTripperTaken: Reservation = { ...ownReservation, boatId: 'boat_day_tripper', bookingId: 'theirs' };
    expect(editedSlot({ ...slotQuery, groupSize: 10, reservations: [ownReservation, dayTripperTaken] })).toMatchObject({
      slot: { boatId: 'boat_me_seeks_the_irony' },
    });
  });

  it('moves a group that outgrew its boat to the smallest free one that carries it, and refuses when none is free', () => {
    const outgrown = editedSlot({ ...slotQuery, groupSize: 40, reservations: [ownReservation] });
    expect(outgrown).toMatchObject({ slot: { boatId: 'boat_clever_girl', seats: 40 } });
    const cleverTaken: Reservation = { ...ownReservation, boatId: 'boat_clever_girl', bookingId: 'theirs' };
    expect(editedSlot({ ...slotQuery, groupSize: 40, reservations: [ownReservation, cleverTaken] })).toMatchObject({ code: 'SLOT_TAKEN', field: 'start' });
  });

  it('takes a chosen boat only when it carries the group and is free', () => {
    expect(editedSlot({ ...slotQuery, groupSize: 20, boatId: 'boat_clever_girl', reservations: [ownReservation] })).toMatchObject({
      slot: { boatId: 'boat_clever_girl' },
    });
    expect(editedSlot({ ...slotQuery, groupSize: 20, boatId: 'boat_day_tripper', reservations: [ownReservation] })).toMatchObject({
      code: 'BOAT_TOO_SMALL',
      field: 'boatId',
    });
    const cleverTaken: Reservation = { ...ownReservation, boatId: 'boat_clever_girl', bookingId: 'theirs' };
    expect(editedSlot({ ...slotQuery, groupSize: 20, boatId: 'boat_clever_girl', reservations: [ownReservation, cleverTaken] })).toMatchObject({
      code: 'SLOT_TAKEN',
      field: 'boatId',
    });
  });

  it('refuses a time the day has no slot at, and a slot that has set out', () => {
    expect(editedSlot({ ...slotQuery, start: '10:00', groupSize: 20, reservations: [] })).toMatchObject({ code: 'NO_SUCH_SLOT' });
    const late = new Date(`${date}T20:00:00Z`);
    expect(editedSlot({ ...slotQuery, start: '13:30', groupSize: 20, reservations: [], now: late })).toMatchObject({ code: 'NO_SUCH_SLOT' });
  });

  it("counts a disco booking's own tickets as its own on its sailing, not on another", () => {
    const disco: BookingSlot = { kind: 'disco', date, start: '13:30', end: '17:30', boatId: 'boat_clever_girl', seats: 10 };
    const sold: Reservation = { kind: 'disco', date, start: '13:30', sold: 70 };
    const base = { ...slotQuery, slot: disco, start: '13:30', reservations: [sold] };
    // 75 seats, 70 sold of which 10 are this booking's: it may grow to 15, not 16.
    expect(editedSlot({ ...base, groupSize: 15 })).toEqual({ slot: { ...disco, seats: 15 }, capacity: 75 });
    expect(editedSlot({ ...base, groupSize: 16 })).toMatchObject({ code: 'SLOT_TAKEN' });
  });

  it('says what changed in words, and nothing when nothing did', () => {
    const price = (groupSize: number, packageType: 'standard' | 'ultimate', addOns = true) =>
      calculatePrivateCruisePrice({
        pricing: FIRST_PRICING,
        groupSize,
        eventDate: date,
        packageType,
        lilyPad: false,
        today,
        ...(addOns ? { extras: { addOns: [{ productId: 'coolers', name: 'Coolers on ice', per: 'cruise' as const, unitAmount: 2_500, quantity: 2 }] } } : {}),
      });
    const before = { slot: privateSlot, price: price(20, 'standard') };
    expect(editChanges(before, before)).toEqual([]);
    const after = { slot: { ...privateSlot, start: '13:30', end: '17:30', boatId: 'boat_clever_girl' as const }, price: price(24, 'ultimate', false) };
    expect(editChanges(before, after)).toEqual([
      { what: 'Guests', from: '20', to: '24' },
      { what: 'Package', from: before.price.packageName, to: after.price.packageName },
      { what: 'Add-ons', from: 'Coolers on ice × 2', to: 'none' },
      { what: 'Time', from: '9:00 AM – 1:00 PM', to: '1:30 PM – 5:30 PM' },
      { what: 'Boat', from: 'Me Seeks The Irony', to: 'Clever Girl' },
    ]);
  });

  it('knows when the inventory item stays the same', () => {
    expect(sameInventory(privateSlot, { ...privateSlot, seats: 28 })).toBe(true);
    expect(sameInventory(privateSlot, { ...privateSlot, boatId: 'boat_clever_girl' })).toBe(false);
    expect(sameInventory(privateSlot, { ...privateSlot, start: '13:30' })).toBe(false);
  });
});
