import { describe, expect, it } from 'vitest';
import {
  automaticChargeFailureMessage,
  balanceAfterDeposit,
  balanceDueWords,
  balanceCollectable,
  balanceConsentText,
  balanceReminderDue,
  balanceStatusLine,
} from './balance.ts';
import { formatWrittenDate } from '../shared/dates.ts';

describe('the balance', () => {
  it('is the total less the deposit', () => {
    expect(balanceAfterDeposit(251_600, { depositAmount: 62_900 })).toBe(188_700);
    expect(balanceAfterDeposit(10_000, { depositAmount: 12_000 })).toBe(0);
  });

  it('names the amount and the long due date in the consent', () => {
    expect(formatWrittenDate('2027-04-15')).toBe('Thursday, April 15, 2027');
    expect(balanceConsentText('Lake Travis Party Cruises', 188_700, '2027-04-15')).toBe(
      'I authorise Lake Travis Party Cruises to charge this card for the balance of $1,887.00 on Thursday, April 15, 2027, unless I have paid it before then.',
    );
  });

  it('sends the 7-day reminder from 7 to 2 days before, once, and not for a booking made inside that week', () => {
    const base = { dueOn: '2027-04-15', bookedOn: '2027-01-02', sent: [] as const };
    expect(balanceReminderDue({ ...base, today: '2027-04-07' })).toBeNull();
    expect(balanceReminderDue({ ...base, today: '2027-04-08' })).toBe('seven_days');
    expect(balanceReminderDue({ ...base, today: '2027-04-13' })).toBe('seven_days');
    expect(balanceReminderDue({ ...base, today: '2027-04-10', sent: ['seven_days'] })).toBeNull();
    expect(balanceReminderDue({ ...base, bookedOn: '2027-04-09', today: '2027-04-10' })).toBeNull();
  });

  it('sends the 1-day reminder on the day before only, once', () => {
    const base = { dueOn: '2027-04-15', bookedOn: '2027-01-02', sent: ['seven_days'] as const };
    expect(balanceReminderDue({ ...base, today: '2027-04-14' })).toBe('one_day');
    expect(balanceReminderDue({ ...base, today: '2027-04-14', sent: ['seven_days', 'one_day'] })).toBeNull();
    expect(balanceReminderDue({ ...base, today: '2027-04-15' })).toBeNull();
    expect(balanceReminderDue({ ...base, bookedOn: '2027-04-13', today: '2027-04-14' })).toBe('one_day');
  });

  it('is collected on the due date or later, while something is owed and the cruise is not past', () => {
    const base = { dueOn: '2027-04-15', cruiseDate: '2027-05-15', outstanding: 188_700 };
    expect(balanceCollectable({ ...base, today: '2027-04-14' })).toBe(false);
    expect(balanceCollectable({ ...base, today: '2027-04-15' })).toBe(true);
    expect(balanceCollectable({ ...base, today: '2027-04-20' })).toBe(true);
    expect(balanceCollectable({ ...base, today: '2027-05-16' })).toBe(false);
    expect(balanceCollectable({ ...base, today: '2027-04-15', outstanding: 0 })).toBe(false);
  });

  it('says Paid in full, due by, or overdue', () => {
    expect(balanceStatusLine(0, '2027-04-15', '2027-04-20')).toBe('Paid in full');
    expect(balanceStatusLine(188_700, '2027-04-15', '2027-04-01')).toBe('Balance of $1,887.00 due by 04/15/2027');
    expect(balanceStatusLine(188_700, '2027-04-15', '2027-04-16')).toBe('Balance of $1,887.00 overdue since 04/15/2027');
  });

  it('says why the automatic charge failed and how to pay instead', () => {
    expect(automaticChargeFailureMessage('authentication_required', 'authentication_required')).toMatch(/^Your bank asked to confirm/);
    expect(automaticChargeFailureMessage('card_declined', 'generic_decline')).toBe(
      'We could not charge your saved card for the balance. Your card was declined by your bank. Try another card, or call your bank and try again. Pay the balance with the Pay the balance button on your booking.',
    );
  });

  it('says a balance due on booking is due now, and why, rather than giving today as a deadline', () => {
    expect(balanceDueWords({ isUrgentBooking: true, remainingBalanceDueAt: '2026-11-26' })).toBe('now: your cruise is less than 30 days away');
    expect(balanceDueWords({ isUrgentBooking: false, remainingBalanceDueAt: '2027-04-15' })).toBe('by Thursday, April 15, 2027');
  });
});
