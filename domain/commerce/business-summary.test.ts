import { describe, expect, it } from 'vitest';
import { breakdown, businessSummary, monthYearsBefore, sellableBoatMinutes, type SummaryMonth } from './business-summary.ts';
import { DEFAULT_INVENTORY } from '../booking/inventory.ts';

describe('sellableBoatMinutes', () => {
  it('is every boat in every private slot, less the boat a disco sailing takes, by day type', () => {
    // 2027-06-07 is a Monday, 2027-06-11 a Friday, 2027-06-12 a Saturday, 2027-06-13 a Sunday.
    // Three boats x three four-hour slots = 2160 minutes; Friday and Saturday sail the disco (240 minutes).
    expect(sellableBoatMinutes(DEFAULT_INVENTORY, '2027-06-07', '2027-06-13')).toEqual({
      MON_THU: 4 * 2160,
      FRIDAY: 2160 - 240,
      SATURDAY: 2160 - 240,
      SUNDAY: 2160,
    });
  });

  it('follows the schedule: a weekday with no slots sells nothing', () => {
    const closedMondays = { ...DEFAULT_INVENTORY, privateSlots: DEFAULT_INVENTORY.privateSlots.map((slots, weekday) => (weekday === 1 ? [] : slots)) };
    expect(sellableBoatMinutes(closedMondays, '2027-06-07', '2027-06-07').MON_THU).toBe(0);
  });
});

describe('businessSummary', () => {
  const stored: SummaryMonth[] = [
    {
      month: '2027-05',
      counters: {
        quotes: 10,
        bookings: 2,
        revenueBooked: 500_000,
        collected: 200_000,
        refunded: 50_000,
        pageViews: 400,
        'bookingsByEventType.birthday': 2,
        'bookingsByBoat.boat_clever_girl': 2,
        'quotesBySource.chat': 7,
        'quotesBySource.embed': 3,
        'bookedMinutes.SATURDAY': 480,
      },
    },
    {
      month: '2027-07',
      counters: {
        quotes: 1,
        bookings: 1,
        revenueBooked: 100_000,
        collected: 25_000,
        cancellations: 1,
        'bookingsByEventType.wedding': 1,
        'bookingsByEventType.birthday': -1,
        'bookedMinutes.SATURDAY': -240,
      },
    },
  ];
  const sellable = { MON_THU: 1000, FRIDAY: 0, SATURDAY: 960, SUNDAY: 500 };

  it('gives every month of the range (zeros where nothing happened), totals net of refunds and occupancy', () => {
    const summary = businessSummary({ from: '2027-05', to: '2027-07' }, stored, sellable, []);
    expect(summary.months.map((month) => [month.month, month.revenueBooked, month.collected])).toEqual([
      ['2027-05', 500_000, 150_000],
      ['2027-06', 0, 0],
      ['2027-07', 100_000, 25_000],
    ]);
    expect(summary.totals).toMatchObject({
      revenueBooked: 600_000,
      collected: 175_000,
      refunded: 50_000,
      bookings: 3,
      quotes: 11,
      pageViews: 400,
      cancellations: 1,
    });
    expect(summary.occupancy.find((figure) => figure.dayType === 'SATURDAY')).toEqual({
      dayType: 'SATURDAY',
      bookedMinutes: 240,
      sellableMinutes: 960,
      rate: 0.25,
    });
    expect(summary.occupancy.find((figure) => figure.dayType === 'FRIDAY')?.rate).toBe(0);
    expect(summary.bookingsByEventType).toEqual([
      { key: 'birthday', count: 1 },
      { key: 'wedding', count: 1 },
    ]);
    expect(summary.quotesBySource).toEqual([
      { key: 'chat', count: 7 },
      { key: 'embed', count: 3 },
    ]);
    expect(summary.yearBefore).toBeNull();
  });

  it('compares with the same months a year before when there are figures', () => {
    const summary = businessSummary({ from: '2028-05', to: '2028-07' }, [], sellable, stored);
    expect(summary.yearBefore).toEqual({ from: '2027-05', to: '2027-07', totals: expect.objectContaining({ revenueBooked: 600_000, bookings: 3 }) });
    expect(monthYearsBefore('2028-01', 1)).toBe('2027-01');
  });

  it('leaves out a breakdown that nets to nothing', () => {
    expect(
      breakdown(
        [
          { month: '2027-01', counters: { 'x.a': 1 } },
          { month: '2027-02', counters: { 'x.a': -1, 'x.b': 2, y: 5 } },
        ],
        'x',
      ),
    ).toEqual([{ key: 'b', count: 2 }]);
  });
});
