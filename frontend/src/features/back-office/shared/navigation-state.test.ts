import { describe, expect, it } from 'vitest';
import { callerBookedFrom, pickedSlotFrom } from './navigation-state.ts';

// History state outlives a deploy and can hold anything: what a screen hands the next is read back
// only when it has the shape the next screen needs.

describe('the state one back-office screen hands the next', () => {
  it('reads the free time or the disco sailing picked on the calendar, and nothing else', () => {
    expect(pickedSlotFrom({ slot: { date: '2027-05-14', start: '13:30', kind: 'disco' } })).toEqual({ date: '2027-05-14', start: '13:30', kind: 'disco' });
    // Picked before the calendar sold disco tickets: a private charter's slot.
    expect(pickedSlotFrom({ slot: { date: '2027-05-14', start: '13:30' } })).toEqual({ date: '2027-05-14', start: '13:30', kind: 'private' });
    for (const state of [
      null,
      undefined,
      'x',
      { slot: { date: '14/05/2027', start: '13:30' } },
      { slot: { date: '2027-05-14', start: 1330 } },
      { slot: { date: '2027-05-14', start: '13:30', kind: 'yacht' } },
      { slot: null },
    ]) {
      expect(pickedSlotFrom(state)).toBeNull();
    }
  });

  it('reads what was done about a caller’s money, and nothing else', () => {
    const payLink = { method: 'pay_link', sentTo: 'casey@example.com', amount: 36_872, holdExpiresAt: '2026-11-29T04:00:00.000Z' };
    expect(callerBookedFrom({ callerBooked: payLink })).toEqual(payLink);
    expect(callerBookedFrom({ callerBooked: { method: 'check', amount: 147_487 } })).toEqual({ method: 'check', amount: 147_487 });
    expect(callerBookedFrom({ callerBooked: { method: 'card_form', amount: 36_872, holdExpiresAt: null, problem: 'Try again.' } })).toMatchObject({
      problem: 'Try again.',
    });
    expect(callerBookedFrom({ callerBooked: { method: 'none' } })).toEqual({ method: 'none' });
    for (const callerBooked of [
      { method: 'pay_link', amount: 1 },
      { method: 'cash', amount: '10' },
      { method: 'card_form', amount: 1 },
      { method: 'voucher' },
      'cash',
    ]) {
      expect(callerBookedFrom({ callerBooked })).toBeNull();
    }
  });
});
