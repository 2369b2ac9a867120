import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/business.ts';
import { BookingCancelled, BookingRequested } from '#events/bookings.ts';
import { guestBookingEmail, staffBookingEmail } from './booking-emails.ts';

const requested = BookingRequested.sample;
const link = 'https://www.laketravispartycruises.example/quote/abc';
const changedAt = new Date('2026-11-22T18:00:00Z');

describe('booking e-mails', () => {
  it('tells the guest the deposit, when the hold ends and the balance date, with a calendar file at the departure in UTC', () => {
    const email = guestBookingEmail('requested', requested, link, businessFacts, changedAt);
    expect(email.subject).toBe(`Your cruise is reserved (B-3B9E1F0A): deposit due, ${businessFacts.name}`);
    expect(email.text).toContain('pay the $629.00 deposit by card by Wed, Nov 25, 2026, 12:00 PM CST');
    expect(email.text).toContain('Balance due by: 04/15/2027');
    expect(email.text).toContain(`Your booking: ${link}`);
    const [file] = email.attachments ?? [];
    expect(file?.filename).toBe('B-3B9E1F0A.ics');
    // 1:30 PM on May 15 in Austin is 18:30 UTC (daylight time).
    expect(file?.content).toContain('DTSTART:20270515T183000Z');
    expect(file?.content).toContain('DTEND:20270515T223000Z');
    expect(file?.content).toContain('DTSTAMP:20261122T180000Z');
    expect(file?.content).toContain('UID:3b9e1f0a-2c4d-4e5f-8a6b-7c8d9e0f1a2b@www.laketravispartycruises.example');
  });

  it('says whether a cancellation is refunded and sends no calendar file', () => {
    const refunded = guestBookingEmail('cancelled', { ...BookingCancelled.sample, amountPaid: 62_900 }, link, businessFacts, changedAt);
    expect(refunded.text).toContain('what you paid ($629.00) will be refunded');
    expect(refunded.attachments).toBeUndefined();
    const kept = guestBookingEmail('cancelled', { ...BookingCancelled.sample, refundDue: false, amountPaid: 62_900 }, link, businessFacts, changedAt);
    expect(kept.text).toContain('outside the refund window');
  });

  it('gives staff the guest, the cruise and the change, linking the back office', () => {
    const email = staffBookingEmail('cancelled', BookingCancelled.sample, 'https://x.example/admin/bookings/1', businessFacts);
    expect(email.subject).toBe('Booking cancelled B-3B9E1F0A: Jordan Rivera, 05/15/2027');
    expect(email.text).toContain('Reason: The group changed plans.');
    expect(email.text).toContain('Refund due: Yes');
    expect(email.html).toContain('href="https://x.example/admin/bookings/1"');
  });
});
