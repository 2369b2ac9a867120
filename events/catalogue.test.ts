import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eventCatalogue } from './catalogue.ts';
import { matchesPattern } from './pattern.ts';
import { eventRules } from './rules.ts';

describe('event catalogue', () => {
  it.each(eventCatalogue.map((e) => [e.detailType, e] as const))('%s: sample fits its schema and naming rules', (_name, definition) => {
    // Past tense, a phrasal verb's particle allowed ('UserLoggedIn'); 'BalanceDue' (the issue's
    // name) states a fact that became true, as a past tense does; 'TookEffect' is an irregular
    // past with its object ('PriceVersionTookEffect', issue 18).
    expect(definition.detailType).toMatch(/^[A-Z][A-Za-z]+(ed|Created|Captured|Due|TookEffect)(In|Out)?$/);
    expect(definition.source).toMatch(/^cruises\.[a-z]+$/);
    const detail = { id: randomUUID(), version: definition.version, occurredAt: '2026-11-22T12:00:00.000Z', data: definition.sample };
    expect(definition.detail.safeParse(detail).success).toBe(true);
    expect(definition.detail.safeParse({ ...detail, version: definition.version + 1 }).success).toBe(false);
  });

  it('every event reaches at least one consumer', () => {
    for (const definition of eventCatalogue) {
      const delivered = eventRules.filter((rule) =>
        matchesPattern(rule.pattern, { source: definition.source, 'detail-type': definition.detailType, detail: {} }),
      );
      expect(delivered.length, definition.detailType).toBeGreaterThan(0);
    }
  });

  it('rule names are unique', () => {
    expect(new Set(eventRules.map((r) => r.name)).size).toBe(eventRules.length);
  });
});
