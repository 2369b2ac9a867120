import { describe, expect, it } from 'vitest';
import { challengeKeyFor, codeHashFor, codeMatches, linkKeyFor, newPortalCode, newPortalSecret, PORTAL_CODE_PATTERN } from './portal-codes.ts';

describe('portal codes', () => {
  it('makes six-digit codes over the whole range, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, newPortalCode);
    for (const code of codes) expect(code).toMatch(PORTAL_CODE_PATTERN);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('makes 256-bit URL-safe secrets', () => {
    const secret = newPortalSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newPortalSecret()).not.toBe(secret);
  });

  it('matches a code only with its own challenge', () => {
    const challenge = newPortalSecret();
    const stored = codeHashFor(challenge, '012345');
    expect(codeMatches(stored, challenge, '012345')).toBe(true);
    expect(codeMatches(stored, challenge, '012346')).toBe(false);
    expect(codeMatches(stored, newPortalSecret(), '012345')).toBe(false);
  });

  it('matches nothing on a challenge that was sent no code', () => {
    const challenge = newPortalSecret();
    expect(codeMatches(undefined, challenge, '000000')).toBe(false);
  });

  it('stores neither the code nor the secrets: the keys and hash differ from them and from each other', () => {
    const secret = newPortalSecret();
    expect(challengeKeyFor(secret)).not.toBe(linkKeyFor(secret));
    expect(challengeKeyFor(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHashFor(secret, '123456')).not.toContain('123456');
  });
});
