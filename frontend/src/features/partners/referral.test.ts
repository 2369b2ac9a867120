import { describe, expect, it } from 'vitest';
import { referralCodeFrom } from './referral.ts';

describe('referralCodeFrom', () => {
  it('reads a partner code from ?ref=', () => {
    expect(referralCodeFrom('?package=essentials&ref=HOTEL_1')).toBe('HOTEL_1');
  });

  it('drops a missing or malformed code rather than failing the guest', () => {
    expect(referralCodeFrom('?package=essentials')).toBeUndefined();
    expect(referralCodeFrom('?ref=%3Cscript%3E')).toBeUndefined();
    expect(referralCodeFrom('?ref=')).toBeUndefined();
  });
});
