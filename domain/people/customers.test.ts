import { describe, expect, it } from 'vitest';
import { customerNoteSchema, customerSchema, timelineEntrySchema, type Customer, type CustomerNote, type TimelineEntry } from './customers.ts';
import { leadSchema, type Lead } from './leads.ts';

const at = '2026-06-01T15:00:00.000Z';

const roundTrips = <T>(schema: { parse: (value: unknown) => unknown }, record: T) => expect(schema.parse(structuredClone(record))).toStrictEqual(record);

describe('the lead and customer schemas', () => {
  it('read back a contact-form lead and a chat lead with only an e-mail', () => {
    const full: Lead = {
      id: 'l1',
      source: 'contact-form',
      name: 'Jordan Rivera',
      email: 'jordan@x.example',
      phone: '(512) 555-0142',
      eventType: 'Bachelorette party',
      groupSize: 'about 18',
      eventDate: '2027-05-15',
      message: 'Saturday if possible.',
      page: '/bachelorette-party-austin',
      createdAt: at,
      eventId: 'e1',
    };
    roundTrips(leadSchema, full);
    roundTrips(leadSchema, { id: 'l2', source: 'chat-partial', name: 'Jo', email: 'jo@x.example', createdAt: at, eventId: 'e2' } satisfies Lead);
  });

  it('read back a customer, each kind of timeline entry and a note', () => {
    roundTrips(customerSchema, {
      email: 'Jo@X.example',
      name: 'Jo',
      phone: '512-555-0100',
      firstSeenAt: at,
      lastActivityAt: at,
      quoteCount: 1,
      leadCount: 2,
    } satisfies Customer);
    const common = { eventId: 'e1', occurredAt: at };
    const entries: TimelineEntry[] = [
      {
        ...common,
        kind: 'quote',
        quoteId: 'q1',
        reference: 'Q-1',
        source: 'embed',
        totalPrice: 100,
        eventDate: '2026-08-07',
        groupSize: 20,
        packageKey: 'essentials',
        packageName: 'Essentials',
      },
      { ...common, kind: 'lead', leadId: 'l1', source: 'chat-partial' },
      { ...common, kind: 'lead', leadId: 'l1', source: 'contact-form', eventType: 'Birthday', groupSize: '20', eventDate: '2026-08-07' },
      {
        ...common,
        kind: 'booking',
        change: 'moved',
        bookingId: 'b1',
        reference: 'B-1',
        totalPrice: 100,
        eventDate: '2026-08-07',
        start: '13:30',
        groupSize: 20,
        packageName: 'Essentials',
      },
    ];
    for (const entry of entries) roundTrips(timelineEntrySchema, entry);
    roundTrips(customerNoteSchema, { id: 'n1', text: 'Called back.\nPrefers e-mail.', author: 'staff@x.example', createdAt: at } satisfies CustomerNote);
  });
});
