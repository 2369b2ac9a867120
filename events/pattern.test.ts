import { describe, expect, it } from 'vitest';
import { matchesPattern, type EventPattern } from './pattern.ts';

const event = {
  source: 'cruises.quotes',
  'detail-type': 'QuoteSubmitted',
  detail: { id: 'x', version: 1, data: { groupSize: 20, eventType: 'bachelorette', tags: ['vip', 'repeat'], note: null, source: 'chat' } },
};

// Each row is a documented EventBridge behaviour.
const cases: Array<[string, EventPattern, boolean]> = [
  ['exact source', { source: ['cruises.quotes'] }, true],
  ['values in an array are alternatives', { source: ['cruises.auth', 'cruises.quotes'] }, true],
  ['every key must match', { source: ['cruises.quotes'], 'detail-type': ['LeadCaptured'] }, false],
  ['nested object', { detail: { data: { eventType: ['bachelorette'] } } }, true],
  ['nested mismatch', { detail: { data: { eventType: ['wedding'] } } }, false],
  ['matching is case-sensitive', { source: ['Cruises.Quotes'] }, false],
  ['equals-ignore-case', { source: [{ 'equals-ignore-case': 'Cruises.Quotes' }] }, true],
  ['prefix', { source: [{ prefix: 'cruises.' }] }, true],
  ['prefix mismatch', { source: [{ prefix: 'other.' }] }, false],
  ['suffix', { 'detail-type': [{ suffix: 'Submitted' }] }, true],
  ['anything-but value', { source: [{ 'anything-but': 'cruises.auth' }] }, true],
  ['anything-but list excludes', { source: [{ 'anything-but': ['cruises.quotes', 'cruises.auth'] }] }, false],
  ['anything-but prefix', { source: [{ 'anything-but': { prefix: 'cruises.' } }] }, false],
  ['numeric range', { detail: { data: { groupSize: [{ numeric: ['>=', 8, '<=', 30] }] } } }, true],
  ['numeric out of range', { detail: { data: { groupSize: [{ numeric: ['>', 30] }] } } }, false],
  ['exists true', { detail: { data: { source: [{ exists: true }] } } }, true],
  ['exists false on a missing field', { detail: { data: { affiliate: [{ exists: false }] } } }, true],
  ['exists false on a present field', { detail: { data: { source: [{ exists: false }] } } }, false],
  ['a missing field never matches a value', { detail: { data: { affiliate: ['x'] } } }, false],
  ['null matches a null field', { detail: { data: { note: [null] } } }, true],
  ['array field matches if any element does', { detail: { data: { tags: ['repeat'] } } }, true],
  ['array field with no matching element', { detail: { data: { tags: ['new'] } } }, false],
  ['wildcard', { 'detail-type': [{ wildcard: 'Quote*ed' }] }, true],
  ['number is not its string', { detail: { data: { groupSize: ['20'] } } }, false],
  ['object pattern against a scalar field', { source: { nested: ['x'] } }, false],
];

describe('EventBridge pattern matching', () => {
  it.each(cases)('%s', (_name, pattern, expected) => {
    expect(matchesPattern(pattern, event)).toBe(expected);
  });
});
