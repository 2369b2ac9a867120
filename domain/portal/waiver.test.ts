import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ageOn, checkAge, CURRENT_WAIVER, requiresTwentyOne, WAIVER_VERSIONS, waiverVersion } from './waiver.ts';

// What each published version said, as SHA-256 of its JSON. A signature names its version, so a
// published text must never change: editing one fails here, and a change is a new version.
const PUBLISHED: Readonly<Record<string, string>> = {
  '2026-11-1': 'e3d4a92e2aab993cea52863bd75938fff4454bc7a6e3005821b836dbe1e09f4a',
};

const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the waiver text', () => {
  it('keeps every published version word for word', () => {
    for (const text of WAIVER_VERSIONS)
      expect(fingerprint(text), `version ${text.version} was edited: publish a new version instead`).toBe(PUBLISHED[text.version]);
  });

  it('has unique versions, newest last, and finds each by its version', () => {
    const versions = WAIVER_VERSIONS.map((text) => text.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(CURRENT_WAIVER).toBe(WAIVER_VERSIONS.at(-1));
    const dates = WAIVER_VERSIONS.map((text) => text.effectiveOn);
    expect([...dates].sort()).toEqual(dates);
    for (const text of WAIVER_VERSIONS) expect(waiverVersion(text.version)).toBe(text);
    expect(waiverVersion('1999-01-1')).toBeNull();
  });

  it('covers what a party-boat waiver must', () => {
    const words = JSON.stringify(CURRENT_WAIVER).toLowerCase();
    for (const topic of ['assumption of risk', 'lily pad', 'captain', 'alcohol', '21', 'photo', 'life jacket', 'parent or legal guardian'])
      expect(words).toContain(topic);
  });
});

describe('the age rule', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2006-06-15', '2027-06-14')).toBe(20);
    expect(ageOn('2006-06-15', '2027-06-15')).toBe(21);
    expect(ageOn('2006-06-15', '2027-06-16')).toBe(21);
    expect(ageOn('2006-12-31', '2027-01-01')).toBe(20);
  });

  it('makes a 29 February birthday 21 on 1 March of a common year, not a day early', () => {
    expect(ageOn('2008-02-29', '2029-02-28')).toBe(20);
    expect(ageOn('2008-02-29', '2029-03-01')).toBe(21);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
  });

  it('refuses a guest under 21 on the cruise date, on the day before their 21st birthday, and takes them on it', () => {
    const base = { requiresTwentyOne: true, today: '2027-05-01' };
    expect(checkAge({ ...base, dateOfBirth: '2006-06-15', cruiseDate: '2027-06-14' })).toEqual({ outcome: 'under-age' });
    expect(checkAge({ ...base, dateOfBirth: '2006-06-15', cruiseDate: '2027-06-15' })).toEqual({ outcome: 'old-enough' });
    // Under 21 today but 21 by the cruise: the cruise date is what counts.
    expect(checkAge({ ...base, dateOfBirth: '2006-05-20', cruiseDate: '2027-06-01' })).toEqual({ outcome: 'old-enough' });
  });

  it('asks for a date of birth only on a 21+ cruise, and refuses one that cannot be real', () => {
    expect(checkAge({ requiresTwentyOne: false, dateOfBirth: undefined, cruiseDate: '2027-06-01', today: '2027-05-01' })).toEqual({ outcome: 'not-asked' });
    expect(checkAge({ requiresTwentyOne: false, dateOfBirth: '2015-01-01', cruiseDate: '2027-06-01', today: '2027-05-01' })).toEqual({ outcome: 'not-asked' });
    expect(checkAge({ requiresTwentyOne: true, dateOfBirth: undefined, cruiseDate: '2027-06-01', today: '2027-05-01' })).toEqual({ outcome: 'missing' });
    expect(checkAge({ requiresTwentyOne: true, dateOfBirth: '2027-05-02', cruiseDate: '2027-06-01', today: '2027-05-01' })).toEqual({ outcome: 'implausible' });
    expect(checkAge({ requiresTwentyOne: true, dateOfBirth: '1900-01-01', cruiseDate: '2027-06-01', today: '2027-05-01' })).toEqual({ outcome: 'implausible' });
  });

  it('makes every disco cruise 21+, and a private cruise only with alcohol on board', () => {
    expect(requiresTwentyOne('disco', false)).toBe(true);
    expect(requiresTwentyOne('disco', true)).toBe(true);
    expect(requiresTwentyOne('private', true)).toBe(true);
    expect(requiresTwentyOne('private', false)).toBe(false);
  });
});
