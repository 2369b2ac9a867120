import { describe, expect, it } from 'vitest';
import type { StoredBooking } from '../booking/booking-record.ts';
import type { StoredQuote } from '../booking/quote-record.ts';
import { staffToolsFor } from './staff-assistant.ts';
import { balancesDueWithin, guestsOnDates, moneyCollected, quotesExpiringUnbooked, quotesIssuedFrom, rangeRefusal } from './staff-reads.ts';

// The fields the staff reads look at; the rest of a stored booking plays no part in them.
function booking(
  id: string,
  fields: {
    status: StoredBooking['status'];
    date: string;
    guests: number;
    total: number;
    paid?: number;
    refunded?: number;
    dueOn?: string;
    kind?: 'private' | 'disco';
  },
): StoredBooking {
  return {
    id,
    status: fields.status,
    slot: { kind: fields.kind ?? 'private', date: fields.date, start: '14:00', end: '18:00', boatId: 'boat_clever_girl', seats: fields.guests },
    price: { totalPrice: fields.total, groupSize: fields.guests },
    deposit: { depositAmount: Math.round(fields.total / 4), remainingBalanceDueAt: fields.dueOn ?? fields.date },
    leadGuest: { name: `Guest ${id}`, email: `${id}@x.example`, phone: '' },
    payments: fields.paid ? [{ id: `${id}-p`, amount: fields.paid }] : [],
    refunds: fields.refunded ? [{ id: `${id}-r`, amount: fields.refunded }] : [],
  } as unknown as StoredBooking;
}

describe('guests on dates', () => {
  it('counts confirmed and held bookings in the range, not cancelled or released ones, with totals from the ledger module', () => {
    const figures = guestsOnDates(
      [
        booking('aaaa1111', { status: 'confirmed', date: '2026-12-05', guests: 20, total: 150_000 }),
        booking('bbbb2222', { status: 'pending_deposit', date: '2026-12-05', guests: 12, total: 60_000, kind: 'disco' }),
        booking('cccc3333', { status: 'cancelled', date: '2026-12-05', guests: 30, total: 200_000 }),
        booking('dddd4444', { status: 'released', date: '2026-12-05', guests: 8, total: 40_000 }),
        booking('eeee5555', { status: 'confirmed', date: '2026-12-06', guests: 14, total: 90_000 }),
      ],
      '2026-12-05',
      '2026-12-05',
    );
    expect(figures).toMatchObject({ from: 'Saturday, December 5, 2026', bookings: 2, guests: 32, confirmed: 1, held: 1 });
    expect(figures.list.map((row) => [row.reference, row.path, row.status, row.kind, row.total, row.time])).toEqual([
      ['B-AAAA1111', '/admin/bookings/aaaa1111', 'confirmed', 'private charter', '$1,500.00', '2:00 PM'],
      ['B-BBBB2222', '/admin/bookings/bbbb2222', 'held', 'disco cruise', '$600.00', '2:00 PM'],
    ]);
  });

  it('refuses a range that ends before it starts or is wider than a season', () => {
    expect(rangeRefusal('2026-12-05', '2026-12-04')).toMatch(/ends before/);
    expect(rangeRefusal('2026-01-01', '2026-12-31')).toMatch(/at most 92 days/);
    expect(rangeRefusal('2026-12-01', '2026-12-31')).toBe('');
  });
});

describe('quotes expiring without a booking', () => {
  const quote = (id: string, expiresOn: string, extra: Partial<StoredQuote> = {}) =>
    ({
      id,
      expiresOn,
      createdAt: `${expiresOn}T00:00:00.000Z`,
      contact: { name: `Asker ${id}`, email: '', phone: '' },
      selection: { groupSize: 18, eventDate: '2027-03-06' },
      price: { totalPrice: 123_456 },
      ...extra,
    }) as unknown as StoredQuote;

  it('lists the current, unbooked quotes whose prices run out in the range, earliest first', () => {
    const quotes = [
      quote('q3', '2026-12-06'),
      quote('q1', '2026-12-02'),
      quote('q2', '2026-12-03'),
      quote('q4', '2026-12-08'),
      quote('q5', '2026-12-04', { supersededBy: 'q6' }),
    ];
    const expiring = quotesExpiringUnbooked(quotes, new Set(['q2']), '2026-11-30', '2026-12-06');
    expect(expiring.map((row) => [row.reference, row.path, row.expiresOn, row.total])).toEqual([
      ['Q-Q1', '/quotes/q1', 'Wednesday, December 2, 2026', '$1,234.56'],
      ['Q-Q3', '/quotes/q3', 'Sunday, December 6, 2026', '$1,234.56'],
    ]);
  });

  it('reads quotes from a day before the first that could expire in the range', () => {
    expect(quotesIssuedFrom('2026-11-30')).toBe('2026-11-15');
  });
});

describe('balances due', () => {
  it('lists confirmed bookings still owing, due within the days or overdue with the cruise ahead, owed as paymentSummary says', () => {
    const today = '2026-12-01';
    const { to, balances } = balancesDueWithin(
      [
        booking('due00001', { status: 'confirmed', date: '2027-01-10', guests: 20, total: 100_000, paid: 25_000, dueOn: '2026-12-11' }),
        booking('late0002', { status: 'confirmed', date: '2026-12-20', guests: 20, total: 100_000, paid: 30_000, refunded: 5_000, dueOn: '2026-11-20' }),
        booking('paid0003', { status: 'confirmed', date: '2027-01-05', guests: 20, total: 100_000, paid: 100_000, dueOn: '2026-12-06' }),
        booking('far00004', { status: 'confirmed', date: '2027-02-20', guests: 20, total: 100_000, paid: 25_000, dueOn: '2027-01-21' }),
        booking('held0005', { status: 'pending_deposit', date: '2027-01-02', guests: 20, total: 100_000, dueOn: '2026-12-03' }),
        booking('gone0006', { status: 'confirmed', date: '2026-11-28', guests: 20, total: 100_000, paid: 25_000, dueOn: '2026-10-29' }),
      ],
      today,
      14,
    );
    expect(to).toBe('2026-12-15');
    expect(balances.map((row) => [row.reference, row.owed, row.overdue])).toEqual([
      ['B-LATE0002', '$750.00', true],
      ['B-DUE00001', '$750.00', false],
    ]);
  });
});

describe('money collected', () => {
  const entries = [
    { kind: 'charge' as const, amount: 50_000, at: '2026-10-02T15:00:00.000Z' },
    { kind: 'refund' as const, amount: 10_000, at: '2026-10-20T15:00:00.000Z' },
    // 10:30 PM on October 31 in Austin: still October's.
    { kind: 'charge' as const, amount: 20_000, at: '2026-11-01T03:30:00.000Z' },
    { kind: 'charge' as const, amount: 99_999, at: '2026-11-02T15:00:00.000Z' },
    { kind: 'charge' as const, amount: 40_000, at: '2025-10-10T15:00:00.000Z' },
  ];

  it("nets a month's charges and refunds on the Austin day each was entered, and compares it with the year before", () => {
    const figures = moneyCollected(entries, '2026-10', true, '2026-12-01');
    expect(figures.current).toEqual({
      month: 'October 2026',
      collected: '$600.00',
      collectedCents: 60_000,
      charges: '$700.00',
      refunds: '$100.00',
      soFar: false,
    });
    expect(figures.yearBefore).toMatchObject({ month: 'October 2025', collected: '$400.00' });
    expect(figures.change).toEqual({ direction: 'more', difference: '$200.00', differenceCents: 20_000, percent: '50%' });
  });

  it('says a month still running is so far, and makes no comparison unless asked', () => {
    const figures = moneyCollected(entries, '2026-11', false, '2026-11-20');
    expect(figures).toMatchObject({ current: { collected: '$999.99', soFar: true }, yearBefore: null, change: null });
  });
});

describe('the tools a role may use', () => {
  it('gives the owner every tool, the office all but the money collected and the promo code proposal, a captain none', () => {
    expect(staffToolsFor('owner')).toEqual([
      'guests_on_dates',
      'quotes_expiring',
      'money_collected',
      'balances_due',
      'propose_pay_link',
      'propose_promo_code',
      'propose_hold',
      'propose_blog_draft',
      'draft_lead_reply',
    ]);
    expect(staffToolsFor('office')).toEqual([
      'guests_on_dates',
      'quotes_expiring',
      'balances_due',
      'propose_pay_link',
      'propose_hold',
      'propose_blog_draft',
      'draft_lead_reply',
    ]);
    expect(staffToolsFor('captain')).toEqual([]);
    expect(staffToolsFor(null)).toEqual([]);
  });
});
