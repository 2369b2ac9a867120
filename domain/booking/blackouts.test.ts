import { describe, expect, it } from 'vitest';
import { blackoutDays, blackoutStartsInPast, bookingsOnBlockedDays, coveringBlackout, planBlackout, type BlackoutRange } from './blackouts.ts';
import type { Blackout } from './inventory.ts';

const range: BlackoutRange = { from: '2027-06-30', to: '2027-07-02', boatId: 'boat_clever_girl', reason: 'Hull work' };

describe('a blackout of a range of days', () => {
  it('covers every day from the first to the last, across a month end', () => {
    expect(blackoutDays(range)).toEqual(['2027-06-30', '2027-07-01', '2027-07-02']);
    expect(blackoutDays({ from: '2027-06-30', to: '2027-06-30' })).toEqual(['2027-06-30']);
  });

  it('may start today but not on a day already gone (Chicago calendar dates)', () => {
    expect(blackoutStartsInPast(range, '2027-06-30')).toBe(false);
    expect(blackoutStartsInPast(range, '2027-07-01')).toBe(true);
  });

  it("a fleet-wide blackout already closes a boat's day; a boat's own does not close the fleet's", () => {
    const fleet: Blackout = { date: '2027-06-30', boatId: null, reason: 'Holiday' };
    const other: Blackout = { date: '2027-07-01', boatId: 'boat_day_tripper', reason: 'Service' };
    const same: Blackout = { date: '2027-07-01', boatId: 'boat_clever_girl', reason: 'Service' };
    expect(coveringBlackout([fleet], '2027-06-30', 'boat_clever_girl')).toBe(fleet);
    expect(coveringBlackout([other], '2027-07-01', 'boat_clever_girl')).toBeNull();
    expect(coveringBlackout([same], '2027-07-01', 'boat_clever_girl')).toBe(same);
    expect(coveringBlackout([same], '2027-07-01', null)).toBeNull();
  });

  it('writes only the days not closed already, and names the blackouts that closed the others, left as they were', () => {
    const fleet: Blackout = { date: '2027-06-30', boatId: null, reason: 'Holiday' };
    const other: Blackout = { date: '2027-07-01', boatId: 'boat_day_tripper', reason: 'Service' };
    const plan = planBlackout(range, [fleet, other]);
    expect(plan.alreadyBlocked).toEqual([fleet]);
    expect(plan.toWrite).toEqual([
      { date: '2027-07-01', boatId: 'boat_clever_girl', reason: 'Hull work' },
      { date: '2027-07-02', boatId: 'boat_clever_girl', reason: 'Hull work' },
    ]);
    expect(planBlackout({ ...range, boatId: null }, [fleet, other]).toWrite.map((b) => b.date)).toEqual(['2027-07-01', '2027-07-02']);
  });

  it('finds the bookings on the closed boat within the range, in date and time order; the fleet closes every boat', () => {
    const booking = (id: string, date: string, start: string, boatId: 'boat_clever_girl' | 'boat_day_tripper') => ({ id, slot: { date, start, boatId } });
    const bookings = [
      booking('late', '2027-07-02', '13:30', 'boat_clever_girl'),
      booking('early', '2027-07-02', '09:00', 'boat_clever_girl'),
      booking('other boat', '2027-07-01', '09:00', 'boat_day_tripper'),
      booking('before', '2027-06-29', '09:00', 'boat_clever_girl'),
      booking('after', '2027-07-03', '09:00', 'boat_clever_girl'),
    ];
    expect(bookingsOnBlockedDays(bookings, range).map((b) => b.id)).toEqual(['early', 'late']);
    expect(bookingsOnBlockedDays(bookings, { ...range, boatId: null }).map((b) => b.id)).toEqual(['other boat', 'early', 'late']);
  });
});
