import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '#domain/booking/booking.ts';
import { checkPayment, owedFor, paymentDefaults, paymentErrorsFrom, type PaymentFormValues } from './payment-form.ts';

const TODAY = '2026-06-10';
const booking = (depositOutstanding: number, outstanding: number) =>
  ({ payments: { depositOutstanding, outstanding } }) as unknown as Pick<AdminBooking, 'payments'>;
const values = (changes: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  kind: 'deposit',
  amount: '250.00',
  method: 'card',
  receivedOn: '2026-06-10',
  note: '',
  ...changes,
});

describe('the Record payment form', () => {
  it('opens on the deposit owed, received today; on the balance once the deposit is paid', () => {
    expect(paymentDefaults(booking(250_10, 1_000_40), '2026-06-10')).toEqual({
      kind: 'deposit',
      amount: '250.10',
      method: 'card',
      receivedOn: '2026-06-10',
      note: '',
    });
    expect(paymentDefaults(booking(0, 750_30), '2026-06-10')).toMatchObject({ kind: 'balance', amount: '750.30' });
  });

  it('owes on the balance what is outstanding beyond the deposit, not the whole total, while the deposit is unpaid', () => {
    // The tester's booking: $2,180.25 in all, a $545.06 deposit unpaid, so the balance is $1,635.19.
    expect(owedFor('balance', booking(545_06, 2_180_25))).toBe(1_635_19);
    expect(owedFor('deposit', booking(545_06, 2_180_25))).toBe(545_06);
    expect(owedFor('balance', booking(0, 750_30))).toBe(750_30);
  });

  it('sends the amount in whole cents, and the note only when there is one', () => {
    expect(checkPayment(values({ amount: '$1,019.99', note: '  Visa ending 4242 ' }), 2_000_00, TODAY)).toEqual({
      request: { kind: 'deposit', amount: 1_019_99, method: 'card', receivedOn: '2026-06-10', note: 'Visa ending 4242' },
    });
    expect(checkPayment(values(), 2_000_00, TODAY)).toEqual({ request: { kind: 'deposit', amount: 250_00, method: 'card', receivedOn: '2026-06-10' } });
  });

  it('names what is wrong with each field', () => {
    expect(checkPayment(values({ amount: '' }), 100_00, TODAY)).toEqual({ errors: { amount: 'Enter the amount received.' } });
    expect(checkPayment(values({ amount: '12.345' }), 100_00, TODAY)).toEqual({ errors: { amount: 'Enter the amount in dollars and cents, like 250.00.' } });
    expect(checkPayment(values({ amount: '0' }), 100_00, TODAY)).toEqual({ errors: { amount: 'The amount must be more than zero.' } });
    expect(checkPayment(values({ amount: '100.01' }), 100_00, TODAY)).toEqual({ errors: { amount: 'Only $100.00 is still owed on this booking.' } });
    expect(checkPayment(values({ receivedOn: '', amount: '50' }), 100_00, TODAY)).toEqual({
      errors: { receivedOn: 'Enter the date the payment was received.' },
    });
    expect(checkPayment(values({ note: 'x'.repeat(501) }), 1_000_00, TODAY)).toMatchObject({ errors: { note: expect.any(String) } });
  });

  it('refuses a received-on date after today, next to the field, and takes today or an earlier day', () => {
    expect(checkPayment(values({ receivedOn: '2026-06-11' }), 1_000_00, TODAY)).toEqual({
      errors: { receivedOn: 'The payment cannot have been received after today. Enter the date the money came in.' },
    });
    expect(checkPayment(values({ receivedOn: '2026-11-10' }), 1_000_00, TODAY)).toMatchObject({
      errors: { receivedOn: expect.stringContaining('after today') },
    });
    expect(checkPayment(values({ receivedOn: '2026-06-10' }), 1_000_00, TODAY)).toMatchObject({ request: { receivedOn: '2026-06-10' } });
    expect(checkPayment(values({ receivedOn: '2026-05-31' }), 1_000_00, TODAY)).toMatchObject({ request: { receivedOn: '2026-05-31' } });
  });

  it("puts the API's field problems on their fields", () => {
    expect(paymentErrorsFrom({ amount: 'Enter at most what is still owed.', _: 'Something else.' })).toEqual({
      errors: { amount: 'Enter at most what is still owed.' },
      other: ['Something else.'],
    });
  });
});
