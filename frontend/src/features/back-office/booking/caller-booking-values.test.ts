import { describe, expect, it } from 'vitest';
import { callerBookingDefaults, callerBookingErrorsFrom, checkCallerBooking, type CallerBookingValues } from './caller-booking-values.ts';

const contact = { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '(512) 555-0142' };
const values = (overrides: Partial<CallerBookingValues> = {}): CallerBookingValues => ({ ...callerBookingDefaults(contact, 62_900, '13:30'), ...overrides });

describe('the Book for a caller form', () => {
  it('opens with the quote’s contact, the time picked on the calendar, the pay link and the deposit as the amount', () => {
    expect(callerBookingDefaults(contact, 62_900, '13:30')).toEqual({ start: '13:30', ...contact, method: 'pay_link', amount: '629.00', reference: '' });
  });

  it('asks for the pay link or the card page with no amount', () => {
    expect(checkCallerBooking(values())).toEqual({ request: { start: '13:30', leadGuest: contact, payment: { method: 'pay_link' } } });
    expect(checkCallerBooking(values({ method: 'card_form', amount: 'not read' }))).toEqual({
      request: { start: '13:30', leadGuest: contact, payment: { method: 'card_form' } },
    });
  });

  it('reads cash and checks in whole cents, exactly, with a check’s number', () => {
    expect(checkCallerBooking(values({ method: 'cash', amount: '$1,250.10' }))).toEqual({
      request: { start: '13:30', leadGuest: contact, payment: { method: 'cash', amount: 125_010 } },
    });
    expect(checkCallerBooking(values({ method: 'check', amount: '19.99', reference: ' 10442 ' }))).toEqual({
      request: { start: '13:30', leadGuest: contact, payment: { method: 'check', amount: 1_999, reference: '10442' } },
    });
  });

  it('says what is missing or wrong beside each input', () => {
    expect(checkCallerBooking(values({ start: '', method: 'check', amount: '12.345', reference: '', email: 'no' }))).toEqual({
      errors: {
        start: 'Choose a time.',
        amount: 'Enter the amount in dollars and cents, like 250.00.',
        reference: 'Enter the check number.',
        email: expect.any(String),
      },
    });
    expect(checkCallerBooking(values({ method: 'cash', amount: '0' }))).toEqual({ errors: { amount: 'The amount must be more than zero.' } });
  });

  it("puts the API's field problems on the inputs they are about", () => {
    expect(
      callerBookingErrorsFrom({
        'payment.amount': 'Enter at least the deposit.',
        'leadGuest.phone': 'Enter a phone number.',
        start: 'Choose another time.',
        other: 'Else.',
      }),
    ).toEqual({ errors: { amount: 'Enter at least the deposit.', phone: 'Enter a phone number.', start: 'Choose another time.' }, other: ['Else.'] });
  });
});
