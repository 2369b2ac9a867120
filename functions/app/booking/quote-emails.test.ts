import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { describe, expect, it } from 'vitest';
import { businessFacts, withBusinessFactOverrides } from '#domain/site/business.ts';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { priceQuoteSelection, quoteExpiresOn, type QuoteSelection } from '#domain/booking/quotes.ts';
import { quoteReference } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { guestQuoteEmail, staffQuoteEmail } from './quote-emails.ts';
import { dashboardPortal, expectPortalLink } from '#tests/support/portal-links.ts';

const portal = dashboardPortal;

const TODAY = '2026-11-22';
const LINK = 'https://www.laketravispartycruises.example/quote/aB3_-xYz';

function quote(selection: QuoteSelection, overrides: Partial<StoredQuote> = {}): StoredQuote {
  return {
    id: '8d1c6e52-4f0b-4c1e-9b9a-6c2d7e8f9a01',
    token: 'aB3_-xYz',
    selection,
    price: priceQuoteSelection(selection, TODAY, FIRST_PRICING),
    contact: { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '(512) 555-0142' },
    source: 'chat',
    issuedOn: TODAY,
    expiresOn: quoteExpiresOn(TODAY),
    createdAt: '2026-11-22T18:00:00.000Z',
    eventId: '0b7e1d7c-3f55-4e0e-9d55-0d2f6a1c8b11',
    ...overrides,
  };
}

const disco: QuoteSelection = {
  kind: 'disco',
  eventType: 'bachelorette',
  groupSize: 12,
  eventDate: '2027-05-15',
  discoPackage: 'disco_queen',
  brideIncluded: true,
};
const privateCruise: QuoteSelection = {
  kind: 'private',
  eventType: 'birthday',
  groupSize: 20,
  eventDate: '2026-12-04',
  packageType: 'essentials',
  lilyPad: true,
};

describe('the guest quote e-mail', () => {
  const q = quote(disco);
  const email = guestQuoteEmail(q, LINK, businessFacts, portal);

  it('is "Your quote <reference>" and carries the absolute link in both bodies', () => {
    expect(email.subject).toBe(`Your quote ${quoteReference(q.id)} from ${businessFacts.name}`);
    expect(email.text).toContain(`View your quote: ${LINK}`);
    expect(email.html).toContain(`href="${LINK}"`);
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain(`<title>${email.subject}</title>`);
  });

  it('shows amounts with formatMoney and dates written out', () => {
    for (const body of [email.text, email.html]) {
      expect(body).toContain(formatMoney(q.price.totalPrice));
      expect(body).toContain(`${formatMoney(q.price.depositAmount)} (25%)`);
      expect(body).toContain(formatMoney(q.price.balanceDue));
      expect(body).toContain('Saturday, May 15, 2027');
      expect(body).toContain(formatWrittenDate(q.expiresOn));
      expect(body).toContain(formatWrittenDate(q.price.remainingBalanceDueAt));
    }
    expect(email.text).toContain('Guests: 12');
    expect(email.text).toContain('Cruise: ATX Disco Cruise, Disco Queen');
    expect(email.text).toContain('Event: Bachelorette Party');
    expect(email.text).toContain('- The bride rides free');
  });

  it('says what happens next and how to reach the business', () => {
    expect(email.text).toContain('What happens next:');
    expect(email.text).toContain(`A 25% deposit (${formatMoney(q.price.depositAmount)}) secures your date`);
    for (const body of [email.text, email.html]) {
      expect(body).toContain(businessFacts.phone.display);
      expect(body).toContain(businessFacts.email.address);
    }
    expect(email.html).toContain(`href="${businessFacts.phone.href}"`);
  });

  it('gives the contact details it is given (as staff last saved them), not the defaults', () => {
    const facts = withBusinessFactOverrides({ phone: { display: '(737) 555-0199', e164: '+17375550199' }, email: { address: 'crew@cove.example' } });
    const edited = guestQuoteEmail(q, LINK, facts, portal);
    for (const body of [edited.text, edited.html]) {
      expect(body).toContain('(737) 555-0199');
      expect(body).toContain('crew@cove.example');
      expect(body).not.toContain(businessFacts.phone.display);
      expect(body).not.toContain(businessFacts.email.address);
    }
    expect(edited.html).toContain('href="tel:+17375550199"');
    expect(edited.html).toContain('href="mailto:crew@cove.example"');
  });

  it('explains the urgent deposit when the cruise is close', () => {
    const soon = quote(privateCruise);
    const text = guestQuoteEmail(soon, LINK, businessFacts, portal).text;
    expect(soon.price.isUrgentBooking).toBe(true);
    expect(text).toContain(`less than 30 days away, so booking takes a 50% deposit (${formatMoney(soon.price.depositAmount)}), paid within 48 hours`);
    expect(text).toContain('private cruise on');
    expect(text).toContain('Extras: Giant lily pad float');
  });

  it('escapes everything a guest typed in the HTML body, and keeps it as typed in the text body', () => {
    const hostile = quote(disco, {
      contact: { name: '<img src=x onerror=alert(1)> Smith', email: 'x@example.com', phone: '(512) 555-0142' },
      notes: 'Bring "cake" & <script>alert(1)</script>',
    });
    const { html, text } = guestQuoteEmail(hostile, `${LINK}"><script>`, businessFacts, portal);
    expect(html).not.toMatch(/<script|onerror=/);
    // The one image is the frame's own logo.
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain(`<img src="${new URL('/email-logo.png', LINK).href}"`);
    expect(html).toContain('Hi &lt;img');
    expect(html).toContain('Bring &quot;cake&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="https://www.laketravispartycruises.example/quote/aB3_-xYz&quot;&gt;&lt;script&gt;"');
    expect(text).toContain('Bring "cake" & <script>alert(1)</script>');
  });
});

describe('the staff quote e-mail', () => {
  const q = quote(disco, { source: 'embed', affiliateCode: 'PARTNER_1', leadId: '5b0f3c52-8a1e-4d8e-9a53-2f7c1e9b6d40', notes: 'Saturday please' });
  const email = staffQuoteEmail(q, LINK, businessFacts);

  it('names the quote and the guest in the subject, on one line whatever was typed', () => {
    expect(email.subject).toBe(`New quote ${quoteReference(q.id)}: Jordan Rivera`);
    expect(staffQuoteEmail(quote(disco, { contact: { ...q.contact, name: 'Jordan\r\nBcc: x@evil.example' } }), LINK, businessFacts).subject).toBe(
      `New quote ${quoteReference(q.id)}: Jordan Bcc: x@evil.example`,
    );
  });

  it('carries the contact, the selection, the total, the origin and the link', () => {
    for (const fact of [
      'Jordan Rivera',
      'jordan@example.com',
      '(512) 555-0142',
      'ATX Disco Cruise, Disco Queen',
      'Guests: 12',
      formatMoney(q.price.totalPrice),
      'Source: embed',
      'Affiliate code: PARTNER_1',
      `Lead: ${q.leadId}`,
      'Saturday please',
      LINK,
    ]) {
      expect(email.text).toContain(fact);
    }
    expect(email.html).toContain('<th scope="row"');
    expect(email.html).toContain(`href="${LINK}"`);
  });

  it('leaves out what the quote does not have', () => {
    const plain = staffQuoteEmail(quote(disco), LINK, businessFacts).text;
    expect(plain).not.toContain('Affiliate code');
    expect(plain).not.toContain('Lead:');
    expect(plain).not.toContain('Notes');
  });
});

describe('the portal link', () => {
  it('takes the guest to the dashboard of the portal', () => {
    expectPortalLink(guestQuoteEmail(quote(disco), LINK, businessFacts, portal), portal);
  });
});
