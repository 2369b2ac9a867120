import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISCO_MIN_AGE } from '#domain/pricing/disco.ts';
import { businessFacts, marinaMapUrl } from '#domain/site/business.ts';
import { BookingCancelled, BookingChanged, BookingRequested } from '#events/bookings.ts';
import { guestBookingEmail, staffBookingEmail } from './booking-emails.ts';
import { bookingChangeWords } from './booking-change-emails.ts';
import { expectPortalLink, tripPortal } from '#tests/support/portal-links.ts';

const portal = tripPortal(BookingRequested.sample.bookingId);

const requested = BookingRequested.sample;
const link = 'https://www.laketravispartycruises.example/quote/abc';
const changedAt = new Date('2026-11-22T18:00:00Z');

describe('booking e-mails', () => {
  it('tells the guest the deposit, when the hold ends and the balance date, with a calendar file at the departure in UTC', () => {
    const email = guestBookingEmail('requested', requested, link, businessFacts, changedAt, portal);
    expect(email.subject).toBe(`Your cruise is reserved (B-3B9E1F0A): deposit due, ${businessFacts.name}`);
    expect(email.text).toContain('pay the $629.00 deposit by card by Wed, Nov 25, 2026, 12:00 PM CST');
    expect(email.text).toContain('Date: Saturday, May 15, 2027');
    expect(email.text).toContain('Balance due by: Thursday, April 15, 2027');
    expect(email.text).toContain(`Your booking: ${link}`);
    const [file] = email.attachments ?? [];
    expect(file?.filename).toBe('B-3B9E1F0A.ics');
    // 1:30 PM on May 15 in Austin is 18:30 UTC (daylight time).
    expect(file?.content).toContain('DTSTART:20270515T183000Z');
    expect(file?.content).toContain('DTEND:20270515T223000Z');
    expect(file?.content).toContain('DTSTAMP:20261122T180000Z');
    expect(file?.content).toContain('UID:3b9e1f0a-2c4d-4e5f-8a6b-7c8d9e0f1a2b@www.laketravispartycruises.example');
  });

  it('tells the group where and when to arrive, with a map, what to bring and the terms', () => {
    for (const kind of ['requested', 'confirmed', 'moved'] as const) {
      const email = guestBookingEmail(kind, requested, link, businessFacts, changedAt, portal);
      // The cruise leaves at 1:30 PM: arrive 15 minutes before.
      expect(email.text).toContain('Arrive by 1:15 PM, 15 minutes before departure, at Bluebonnet Cove Marina, 2100 Bluebonnet Cove Landing, Austin, TX 78734');
      expect(email.text).toContain(`Map: ${marinaMapUrl(businessFacts)}`);
      expect(email.text).toContain('What to bring: swimsuits and towels;');
      expect(email.text).toContain('https://www.laketravispartycruises.example/terms');
      expect(email.html).toContain(`href="${marinaMapUrl(businessFacts).replaceAll('&', '&amp;')}"`);
      expect(email.html).toContain('<img src="https://www.laketravispartycruises.example/email-logo.png" width="48" height="48"');
    }
    expect(guestBookingEmail('cancelled', BookingCancelled.sample, link, businessFacts, changedAt, portal).text).not.toContain('Before you sail');
  });

  it("asks for photo ID as the cruise's kind needs it: every guest on the disco cruise, those who drink on a private one", () => {
    const idLine = (kind: 'private' | 'disco') =>
      guestBookingEmail('confirmed', { ...requested, cruise: { ...requested.cruise, kind } }, link, businessFacts, changedAt, portal).text;
    expect(idLine('private')).toContain('snacks; photo ID if you will drink: the crew may ask for it at boarding.');
    expect(idLine('disco')).toContain(`snacks; photo ID: every guest needs one, as the disco cruise is for guests ${DISCO_MIN_AGE} and over.`);
    expect(idLine('private')).not.toContain('disco');
  });

  it('tells the guest what staff changed, the new total against the old and what remains, with the calendar file; staff see who changed it', () => {
    const changed = BookingChanged.sample;
    const email = guestBookingEmail('changed', changed, link, businessFacts, changedAt, portal, bookingChangeWords(changed, businessFacts));
    expect(email.subject).toBe(`Your booking B-3B9E1F0A was changed, ${businessFacts.name}`);
    expect(email.text).toContain('We changed your booking B-3B9E1F0A as agreed: Guests: 20 → 24.');
    expect(email.text).toContain(
      'The total is now $2,516.00, $100.00 more than before. You have paid $629.00; $1,887.00 remains, due by Thursday, April 15, 2027.',
    );
    expect(email.attachments?.[0]?.filename).toBe('B-3B9E1F0A.ics');
    const staff = staffBookingEmail('changed', changed, 'https://example.test/admin/bookings/x', businessFacts);
    expect(staff.subject).toContain('Booking changed B-3B9E1F0A');
    expect(staff.text).toContain('Changed by: office@example.com');
    expect(staff.text).toContain('Guests: 20 → 24');
    const refunding = { ...changed, totalPrice: 50_000, amountPaid: 62_900, remaining: 0, refunding: 12_900 };
    const lower = guestBookingEmail('changed', refunding, link, businessFacts, changedAt, portal, bookingChangeWords(refunding, businessFacts));
    expect(lower.text).toContain('You have paid $629.00: the $129.00 beyond the new total is refunded the way you paid, with a receipt of its own.');
  });

  it('says whether a cancellation is refunded and sends no calendar file', () => {
    const refunded = guestBookingEmail('cancelled', { ...BookingCancelled.sample, amountPaid: 62_900 }, link, businessFacts, changedAt, portal);
    expect(refunded.text).toContain('what you paid ($629.00) will be refunded');
    expect(refunded.attachments).toBeUndefined();
    const kept = guestBookingEmail('cancelled', { ...BookingCancelled.sample, refundDue: false, amountPaid: 62_900 }, link, businessFacts, changedAt, portal);
    expect(kept.text).toContain('outside the refund window');
  });

  it('gives staff the guest, the cruise and the change, linking the back office', () => {
    const email = staffBookingEmail('cancelled', BookingCancelled.sample, 'https://x.example/admin/bookings/1', businessFacts);
    expect(email.subject).toBe('Booking cancelled B-3B9E1F0A: Jordan Rivera, 05/15/2027');
    expect(email.text).toContain('Reason: The group changed plans.');
    expect(email.text).toContain('Refund due: Yes');
    expect(email.html).toContain('href="https://x.example/admin/bookings/1"');
  });

  it('heads every e-mail with a logo the site serves as a PNG (mail clients do not show SVG)', () => {
    const png = readFileSync(new URL('../../../frontend/public/email-logo.png', import.meta.url));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // Width and height from the IHDR chunk: drawn at twice the 48 px it is shown at.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([96, 96]);
  });
});

describe('the portal link', () => {
  it('takes the guest to the trip page of its booking, even once cancelled', () => {
    expectPortalLink(guestBookingEmail('cancelled', BookingCancelled.sample, link, businessFacts, changedAt, portal), portal);
  });

  it('is left out of the staff copy, which links to the back office instead', () => {
    const staff = staffBookingEmail('requested', BookingRequested.sample, 'https://www.laketravispartycruises.example/admin/bookings/b-1', businessFacts);
    expect(staff.text).not.toContain('/portal/');
    expect(staff.html).not.toContain('guest portal');
  });
});

describe('add-ons and the discount in the booking e-mails (decision 027)', () => {
  it('lists each add-on and the promo line the event carries, escaped in the HTML, and nothing for a booking without them', () => {
    const email = guestBookingEmail('confirmed', requested, link, businessFacts, changedAt, portal);
    expect(email.text).toContain('Add-ons: Coolers on ice (2 × $25.00) $50.00');
    expect(email.text).toContain('Discount: Promo code SPRING10 (10% off) −$200.00');
    const risky = guestBookingEmail(
      'requested',
      { ...requested, extras: [{ code: 'ADD_ON', label: 'Cake <b>&</b> candles', amount: 3000 }] },
      link,
      businessFacts,
      changedAt,
      portal,
    );
    expect(risky.html).toContain('Cake &lt;b&gt;&amp;&lt;/b&gt; candles $30.00');
    const { extras: _none, ...plain } = requested;
    const without = guestBookingEmail('requested', plain, link, businessFacts, changedAt, portal);
    expect(without.text).not.toContain('Add-ons:');
    expect(without.text).not.toContain('Discount:');
  });
});

describe('a cruise a promo code made free (decision 027)', () => {
  it('is confirmed with nothing to pay, not a deposit received', () => {
    const free = { ...requested, status: 'confirmed' as const, totalPrice: 0, depositAmount: 0, amountPaid: 0 };
    const email = guestBookingEmail('confirmed', free, link, businessFacts, changedAt, portal);
    expect(email.text).toContain('is confirmed, with nothing to pay. See you on the water!');
    expect(email.text).not.toContain('We received your deposit');
  });

  it('tells staff a free cruise was booked, not that a deposit was recorded', () => {
    const free = { ...requested, status: 'confirmed' as const, totalPrice: 0, depositAmount: 0, amountPaid: 0 };
    const email = staffBookingEmail('confirmed', free, 'https://x.example/admin/bookings/1', businessFacts);
    expect(email.subject).toMatch(/^Free cruise booked \(promo code\), booking confirmed /);
    expect(email.text).not.toContain('Deposit recorded');
    expect(staffBookingEmail('confirmed', { ...free, totalPrice: 150_000 }, 'https://x.example/admin/bookings/1', businessFacts).subject).toMatch(
      /^Deposit recorded, booking confirmed /,
    );
  });
});
