import { describe, expect, it } from 'vitest';
import { businessFacts, marinaAddress } from '#domain/site/business.ts';
import type { ManifestTrip } from '#domain/portal/manifest.ts';
import { waiverEmail } from './manifest-emails.ts';

const link = 'https://www.laketravispartycruises.example/waiver/abc';
const trip: ManifestTrip = {
  reference: 'B-3B9E1F0A',
  kind: 'private',
  packageName: 'Essentials Package',
  date: '2027-05-15',
  slotLabel: '1:30 PM – 5:30 PM',
  boatName: 'Me Seeks The Irony',
  groupSize: 20,
};

describe('the waiver e-mails', () => {
  it("invites a guest in the organiser's name with the link, the cruise and where it leaves from, and no money", () => {
    const email = waiverEmail({ kind: 'invitation', organiserFirstName: 'Jordan', trip, requiresTwentyOne: true, link }, businessFacts);
    expect(email.subject).toBe('Jordan invited you on a Lake Travis cruise on 05/15/2027: sign the waiver');
    expect(email.text).toContain(`Sign the waiver: ${link}`);
    expect(email.text).toContain(marinaAddress(businessFacts));
    expect(email.text).toContain('21 and over');
    expect(email.html).toContain(`href="${link}"`);
    expect(email.text).not.toMatch(/\$\d/);
  });

  it('reminds a guest who has not signed, and asks no age on a cruise without alcohol', () => {
    const email = waiverEmail({ kind: 'reminder', organiserFirstName: 'Jordan', trip, requiresTwentyOne: false, link }, businessFacts);
    expect(email.subject).toBe(`Reminder: sign the waiver for your cruise on 05/15/2027, ${businessFacts.name}`);
    expect(email.text).toContain('We have not had your signed waiver');
    expect(email.text).not.toContain('21 and over');
  });
});
