import { describe, expect, it } from 'vitest';
import { deletedGuestContact, guestDataFile, isDeletedGuestAddress, sectionCounts, withoutPerson } from './guest-data.ts';
import { emailSchema, phoneSchema, fullNameSchema } from '../booking/schemas.ts';

const person = { email: 'jo.park@x.example', names: ['Jo Park'], phones: ['(512) 555-0142'] };
const replacement = deletedGuestContact('evt-1');

describe('the data file', () => {
  it('files each record in its section without the table keys, keeps unknown records under their type, and drops e-mail markup', () => {
    const file = guestDataFile(
      'jo.park@x.example',
      [
        { pk: 'QUOTE#1', sk: 'QUOTE', gsi2pk: 'EMAIL#jo.park@x.example', type: 'Quote', id: 'q1' },
        {
          pk: 'OUTBOX#e#customer',
          sk: 'OUTBOX',
          type: 'OutboxMessage',
          subject: 'Hi',
          text: 'Hello',
          html: '<p>Hello</p>',
          attachments: [{ filename: 'B-1.ics', content: 'BEGIN' }],
        },
        { pk: 'WAIVER#1', sk: 'SIGNATURE', type: 'WaiverSignature', signedAt: '2026-11-22' },
      ],
      '2026-11-22T18:00:00.000Z',
    );
    expect(file.sections).toEqual({ quotes: [{ id: 'q1' }], emails: [{ subject: 'Hi', text: 'Hello', attachments: ['B-1.ics'] }] });
    expect(file.otherRecords).toEqual({ WaiverSignature: [{ signedAt: '2026-11-22' }] });
    expect(sectionCounts(file)).toEqual({ quotes: 1, emails: 1, WaiverSignature: 1 });
  });
});

describe('deleting a guest', () => {
  it('gives kept records a contact that still passes the contact checks but reaches nobody', () => {
    const contact = deletedGuestContact('3B9E1F0A-2c4d');
    expect(contact).toEqual({ name: 'Deleted guest', email: 'deleted-3b9e1f0a-2c4d@deleted.invalid', phone: '000-000-0000' });
    expect(emailSchema.safeParse(contact.email).success).toBe(true);
    expect(phoneSchema.safeParse(contact.phone).success).toBe(true);
    expect(fullNameSchema.safeParse(contact.name).success).toBe(true);
    expect(isDeletedGuestAddress(' Deleted-1@DELETED.invalid ')).toBe(true);
    expect(isDeletedGuestAddress('guest@deleted.invalid.example')).toBe(false);
  });

  it('takes the address and the full name out of any text, the phone out as a whole value, and leaves everything else', () => {
    const event = {
      leadGuest: { name: 'Jo Park', email: 'Jo.Park@X.example', phone: '512-555-0142' },
      note: 'Reply to Jo Park <JO.PARK@x.example>',
      amounts: [62_900, 'Jo'],
      organiser: 'Jo Parkinson',
    };
    expect(withoutPerson(event, person, replacement)).toEqual({
      leadGuest: { name: 'Deleted guest', email: replacement.email, phone: '000-000-0000' },
      note: `Reply to Deleted guest <${replacement.email}>`,
      amounts: [62_900, 'Jo'],
      organiser: 'Jo Parkinson',
    });
  });
});
