import { describe, expect, it } from 'vitest';
import { paymentSummary } from '../payments/booking-money.ts';
import { portalLinkPath, portalPaymentDue, sortPortalTrips, type PortalTrip } from './portal.ts';

const deposit = { remainingBalanceDueAt: '2027-04-15' };
const view = (status: PortalTrip['status'], paid: number, total = 200_000, depositAmount = 50_000) => ({
  status,
  payments: paymentSummary({ price: { totalPrice: total }, deposit: { depositAmount }, payments: [{ amount: paid }] }),
  deposit: { ...deposit, depositAmount } as never,
  holdExpiresAt: status === 'pending_deposit' ? '2026-11-22T18:20:00.000Z' : null,
});

describe('what a trip asks of the guest next', () => {
  it('is the deposit now while a booking waits for it, with its hold', () => {
    expect(portalPaymentDue(view('pending_deposit', 0), '2026-11-22')).toEqual({
      what: 'deposit',
      amount: 50_000,
      dueOn: null,
      holdExpiresAt: '2026-11-22T18:20:00.000Z',
      overdue: false,
    });
  });

  it('is what remains of the total by the balance date once confirmed, overdue after it', () => {
    expect(portalPaymentDue(view('confirmed', 50_000), '2027-04-15')).toEqual({
      what: 'balance',
      amount: 150_000,
      dueOn: '2027-04-15',
      holdExpiresAt: null,
      overdue: false,
    });
    expect(portalPaymentDue(view('confirmed', 60_000), '2027-04-16')).toMatchObject({ amount: 140_000, overdue: true });
  });

  it('is nothing for a booking paid in full, cancelled or released', () => {
    expect(portalPaymentDue(view('confirmed', 200_000), '2027-01-01')).toBeNull();
    expect(portalPaymentDue(view('cancelled', 50_000), '2027-01-01')).toBeNull();
    expect(portalPaymentDue(view('released', 0), '2027-01-01')).toBeNull();
  });
});

describe('sorting trips', () => {
  const trip = (id: string, status: PortalTrip['status'], date: string, start = '10:00') => ({ id, status, slot: { date, start } }) as PortalTrip;

  it('puts live trips from today on first (soonest first), and earlier and cancelled ones in the past (latest first), leaving released holds out', () => {
    const sorted = sortPortalTrips(
      [
        trip('later', 'confirmed', '2027-06-01'),
        trip('today-pm', 'pending_deposit', '2027-01-10', '14:00'),
        trip('today-am', 'confirmed', '2027-01-10', '09:00'),
        trip('done', 'confirmed', '2026-12-01'),
        trip('off', 'cancelled', '2027-08-01'),
        trip('lapsed', 'released', '2027-03-01'),
      ],
      '2027-01-10',
    );
    expect(sorted.upcoming.map((t) => t.id)).toEqual(['today-am', 'today-pm', 'later']);
    expect(sorted.past.map((t) => t.id)).toEqual(['off', 'done']);
  });
});

it('links the e-mail to the verify page with the token as a parameter', () => {
  expect(portalLinkPath('abc_DEF-123')).toBe('/portal/verify?link=abc_DEF-123');
});
