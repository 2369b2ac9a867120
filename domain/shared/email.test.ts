import { describe, expect, it } from 'vitest';
import { emailSchema } from '../booking/schemas.ts';
import { shareCheckoutRequestSchema } from '../payments/split-payment-schemas.ts';
import { portalCodeRequestSchema } from '../portal/sign-in-schemas.ts';
import { businessFactOverridesSchema } from '../site/business-settings.ts';
import { EMAIL_INNER_SPACE_MESSAGE, emailAddressSchema, emailProblem } from './email.ts';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the e-mail rule', () => {
  const rule = emailAddressSchema();

  it('drops spaces at the ends and keeps the address as typed', () => {
    expect(rule.parse('  Avery@Example.com\t')).toBe('Avery@Example.com');
    expect(rule.parse('\n avery.stone+boat@example.co.uk ')).toBe('avery.stone+boat@example.co.uk');
  });

  it('refuses a space inside, never keeping the part after it', () => {
    for (const typed of [' jess rivera@example.com ', 'jess\trivera@example.com', 'jess@ example.com', 'jess@example .com', 'jess\u00a0rivera@example.com']) {
      expect(issue(rule.safeParse(typed))).toBe(EMAIL_INNER_SPACE_MESSAGE);
    }
  });

  it('then checks the format and the lengths', () => {
    expect(issue(rule.safeParse('avery@'))).toBe('Enter a valid e-mail address.');
    expect(issue(rule.safeParse(`${'a'.repeat(65)}@example.com`))).toMatch(/before the @ can be at most 64/);
    expect(issue(rule.safeParse(`a@${'b'.repeat(250)}.com`))).toMatch(/254 characters or fewer/);
    expect(issue(emailAddressSchema({ invalid: 'Like hello@example.com.' }).safeParse('hello'))).toBe('Like hello@example.com.');
  });

  it('is the rule of every schema that takes an address', () => {
    expect(issue(emailSchema.safeParse(' jess rivera@example.com '))).toBe(EMAIL_INNER_SPACE_MESSAGE);
    expect(issue(shareCheckoutRequestSchema.safeParse({ name: 'Jess Rivera', email: ' jess rivera@example.com ' }))).toBe(EMAIL_INNER_SPACE_MESSAGE);
    expect(issue(portalCodeRequestSchema.safeParse({ email: 'jess rivera@example.com' }))).toBe(EMAIL_INNER_SPACE_MESSAGE);
    expect(portalCodeRequestSchema.parse({ email: ' jess@example.com ' })).toEqual({ email: 'jess@example.com' });
    expect(issue(businessFactOverridesSchema.safeParse({ email: { address: 'hello there@example.com' } }))).toBe(EMAIL_INNER_SPACE_MESSAGE);
  });

  it('tells a form what is wrong with a typed value', () => {
    expect(emailProblem('   ')).toBe('Enter your e-mail address.');
    expect(emailProblem(' jess rivera@example.com ')).toBe(EMAIL_INNER_SPACE_MESSAGE);
    expect(emailProblem('staff', { invalid: 'Enter an e-mail address like name@example.com.' })).toBe('Enter an e-mail address like name@example.com.');
    expect(emailProblem(' staff@test.example ')).toBeNull();
  });
});
