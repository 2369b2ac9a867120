import { describe, expect, it } from 'vitest';
import { userPoolDefinition } from '#functions/adapters/cognito/user-pool.ts';
import { missingFromPassword, newPasswordSchema, passwordSchema } from './password-policy.ts';

const messageFor = (password: unknown) => {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe("new passwords follow the user pool's policy", () => {
  it('accepts one that meets it', () => {
    expect(messageFor('Brand-new-password-1')).toBeNull();
    expect(messageFor('Abcdefghijk1')).toBeNull();
  });

  it('says in one message everything that is missing', () => {
    expect(messageFor('short1')).toEqual(['The password needs at least 12 characters and an upper-case letter.']);
    expect(messageFor('ALLUPPERCASEONLY')).toEqual(['The password needs a lower-case letter and a digit.']);
    expect(messageFor('')).toEqual(['The password needs at least 12 characters, a lower-case letter, an upper-case letter and a digit.']);
    expect(messageFor(42)).toEqual(['Choose a password.']);
  });

  it("keeps Cognito's own rules: no space at either end, 256 characters at most", () => {
    expect(messageFor(' Brand-new-password-1')).toEqual(['The password cannot begin or end with a space.']);
    expect(messageFor(`Aa1${'x'.repeat(254)}`)).toEqual(['Keep the password to 256 characters or fewer.']);
  });

  it('asks for a symbol only when the policy does', () => {
    expect(userPoolDefinition.passwordPolicy.requireSymbols).toBe(false);
    expect(missingFromPassword('Abcdefghijk1', { ...userPoolDefinition.passwordPolicy, requireSymbols: true })).toEqual(['a symbol such as ! or #']);
    expect(missingFromPassword('Abcdefghij!1', { ...userPoolDefinition.passwordPolicy, requireSymbols: true })).toEqual([]);
  });

  it('at sign-in, takes any password the pool may hold', () => {
    expect(passwordSchema.safeParse('old').success).toBe(true);
    expect(passwordSchema.safeParse('').success).toBe(false);
  });
});
