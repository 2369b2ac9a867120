import { describe, expect, it } from 'vitest';
import { businessFacts, withBusinessFactOverrides } from '#domain/site/business.ts';
import { LeadCaptured } from '#events/leads.ts';
import { guestLeadEmail, staffLeadEmail } from './lead-emails.ts';
import { dashboardPortal, expectPortalLink } from '#tests/support/portal-links.ts';

const portal = dashboardPortal;

const lead = { ...LeadCaptured.sample };

describe('the staff lead e-mail', () => {
  it('is "New lead: <name>" with everything the lead carries', () => {
    const email = staffLeadEmail(lead, businessFacts);
    expect(email.subject).toBe('New lead: Jordan Rivera');
    for (const fact of [
      'Source: Contact form',
      'jordan.rivera@example.com',
      'Phone: (512) 555-0142',
      'Event: Bachelorette party',
      'Group size: about 18',
      'Date: 05/15/2027',
      'Page: /bachelorette-party-austin',
      `Lead id: ${lead.leadId}`,
      lead.message,
    ]) {
      expect(email.text).toContain(fact);
    }
    expect(email.html).toContain('<caption');
  });

  it('says when a chat guest has not given a phone yet, and leaves out blank fields', () => {
    const { phone: _phone, eventType: _type, ...partial } = { ...lead, source: 'chat-partial' as const };
    const email = staffLeadEmail(partial, businessFacts);
    expect(email.text).toContain('Phone: not given yet');
    expect(email.text).toContain('Source: Quote chat');
    expect(email.text).not.toContain('Event:');
  });

  it('escapes what the guest typed in the HTML body', () => {
    const email = staffLeadEmail({ ...lead, name: 'Al <b>Bold</b>', message: `"quoted" & <a href="x">link</a>` }, businessFacts);
    expect(email.html).not.toMatch(/<b>|<a href="x">/);
    expect(email.html).toContain('Al &lt;b&gt;Bold&lt;/b&gt;');
    expect(email.html).toContain('&quot;quoted&quot; &amp; &lt;a href=&quot;x&quot;&gt;link&lt;/a&gt;');
  });
});

describe('the guest lead receipt', () => {
  it('is short, greets by first name and gives the phone number', () => {
    const email = guestLeadEmail({ ...lead, name: 'Jordan <i>Rivera</i>' }, businessFacts, portal);
    expect(email.subject).toContain('We got your request');
    expect(email.text).toContain('Hi Jordan,');
    expect(email.text).toContain(businessFacts.phone.display);
    expect(email.html).toContain(`href="${businessFacts.phone.href}"`);
  });

  it('uses the business facts it is given (as staff last saved them), not the defaults', () => {
    const facts = withBusinessFactOverrides({ phone: { display: '(737) 555-0199', e164: '+17375550199' }, email: { address: 'crew@cove.example' } });
    const email = guestLeadEmail(lead, facts, portal);
    for (const body of [email.text, email.html]) {
      expect(body).toContain('(737) 555-0199');
      expect(body).toContain('crew@cove.example');
      expect(body).not.toContain(businessFacts.phone.display);
    }
    expect(email.html).toContain('href="tel:+17375550199"');
    expect(staffLeadEmail(lead, facts).text).toContain('(737) 555-0199 · crew@cove.example');
  });
});

describe('the portal link', () => {
  it('takes the guest to the dashboard of the portal', () => {
    expectPortalLink(guestLeadEmail(lead, businessFacts, portal), portal);
  });
});
