import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '#domain/booking/booking.ts';
import { BookingPayments } from './booking-money.tsx';

const booking = {
  reference: 'B-3B9E1F0A',
  paymentsRecorded: [
    {
      id: 'card-1',
      kind: 'deposit',
      amount: 62_900,
      method: 'card',
      receivedOn: '2027-03-01',
      recordedBy: 'Stripe',
      recordedAt: '2027-03-01T15:00:00Z',
      card: { provider: 'stripe', paymentIntentId: 'pi_1', chargeId: 'ch_1', brand: 'visa', last4: '4242' },
    },
    {
      id: 'card-2',
      kind: 'deposit',
      amount: 20_000,
      method: 'card',
      receivedOn: '2027-03-02',
      recordedBy: 'Stripe',
      recordedAt: '2027-03-02T15:00:00Z',
      card: { provider: 'stripe', paymentIntentId: 'pi_2', chargeId: 'ch_2', brand: 'mastercard', last4: '4444' },
      share: { reservationId: 'r-1', name: 'Casey Friend' },
    },
  ],
  refundsRecorded: [],
} as unknown as AdminBooking;

describe("the staff's payments table", () => {
  it('names the friend who paid a share, and only on that payment', () => {
    const html = renderToStaticMarkup(<BookingPayments booking={booking} />);
    expect(html.match(/Share paid by/g)).toHaveLength(1);
    expect(html).toContain('Share paid by Casey Friend');
  });
});
