import { describe, expect, it } from 'vitest';
import { withActivity, type CustomerActivity } from './customers-repository.ts';

const lead = (occurredAt: string, details: Partial<CustomerActivity> = {}): CustomerActivity => ({
  email: 'jo@x.example',
  name: 'Jo',
  entry: { kind: 'lead', eventId: occurredAt, occurredAt, leadId: 'l', source: 'chat-partial' },
  ...details,
});

describe('withActivity', () => {
  it('starts a customer from their first activity', () => {
    expect(withActivity(null, lead('2026-11-22T12:00:00.000Z', { phone: '512-555-0100' }))).toEqual({
      email: 'jo@x.example',
      name: 'Jo',
      phone: '512-555-0100',
      firstSeenAt: '2026-11-22T12:00:00.000Z',
      lastActivityAt: '2026-11-22T12:00:00.000Z',
      quoteCount: 0,
      leadCount: 1,
    });
  });

  it('takes the address and name from the newest activity and keeps the last phone when it has none', () => {
    const first = withActivity(null, lead('2026-11-22T12:00:00.000Z', { phone: '512-555-0100' }));
    expect(withActivity(first, lead('2026-11-22T13:00:00.000Z', { email: 'JO@X.example', name: 'Jo Park' }))).toEqual({
      email: 'JO@X.example',
      name: 'Jo Park',
      phone: '512-555-0100',
      firstSeenAt: '2026-11-22T12:00:00.000Z',
      lastActivityAt: '2026-11-22T13:00:00.000Z',
      quoteCount: 0,
      leadCount: 2,
    });
  });

  it('lets an older activity that arrives late only extend the history and fill a missing phone', () => {
    const newer = withActivity(null, lead('2026-11-22T13:00:00.000Z', { name: 'New' }));
    expect(withActivity(newer, lead('2026-11-22T09:00:00.000Z', { name: 'Old', phone: '512-555-0199' }))).toEqual({
      email: 'jo@x.example',
      name: 'New',
      phone: '512-555-0199',
      firstSeenAt: '2026-11-22T09:00:00.000Z',
      lastActivityAt: '2026-11-22T13:00:00.000Z',
      quoteCount: 0,
      leadCount: 2,
    });
  });

  it('keeps the name it has when an activity names nobody (a portal sign-in), and starts blank without one', () => {
    const known = withActivity(null, lead('2026-11-22T12:00:00.000Z', { name: 'Jo Park' }));
    const { name: _name, ...nameless } = lead('2026-11-22T13:00:00.000Z');
    expect(withActivity(known, nameless)).toMatchObject({ name: 'Jo Park', lastActivityAt: '2026-11-22T13:00:00.000Z' });
    expect(withActivity(null, nameless).name).toBe('');
  });

  it('keeps the addresses staff moved the customer from', () => {
    const moved = { ...withActivity(null, lead('2026-11-22T12:00:00.000Z')), formerEmails: ['jo@old.example'] };
    expect(withActivity(moved, lead('2026-11-22T13:00:00.000Z')).formerEmails).toEqual(['jo@old.example']);
  });
});
