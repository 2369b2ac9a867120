import { FIRST_PRICE_TABLE } from '#domain/pricing/price-versions.ts';
import { describe, expect, it } from 'vitest';
import { PAYMENT_HOLD_MINUTES } from '#domain/booking/booking.ts';
import { addDays, formatInstant } from '#domain/shared/dates.ts';
import { FREE_CANCELLATION_DAYS_BEFORE_EVENT } from '#domain/pricing/deposit.ts';
import { DISCO_REFUND_WINDOW_HOURS } from '#domain/pricing/disco.ts';
import { availabilityBetween, DEFAULT_INVENTORY, type Reservation } from '#domain/booking/inventory.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { bookingMoney, bookingNextSteps, cancellationPolicyText, dayUnavailableMessage, holdNote, slotOptions } from './booking-copy.ts';
import { testBooking, testQuote } from '../../testing/quote-fixtures.ts';

const TODAY = '2027-02-01';
const TUESDAY = '2027-03-16';
const SATURDAY = '2027-03-20';

function day(kind: 'private' | 'disco', date: string, groupSize: number, reservations: Reservation[] = [], today = TODAY) {
  return availabilityBetween({
    from: date,
    to: date,
    groupSize,
    kind,
    today,
    settings: DEFAULT_INVENTORY,
    priceTable: FIRST_PRICE_TABLE,
    blackouts: [],
    reservations,
  })[0]!;
}

const cleverGirl = (start: string, end: string): Reservation => ({ kind: 'private', date: TUESDAY, start, end, boatId: 'boat_clever_girl', bookingId: 'b1' });

describe('the times offered', () => {
  it('gives each private time the boat a booking would get, or says it is booked for the group', () => {
    const options = slotOptions(day('private', TUESDAY, 60, [cleverGirl('13:30', '17:30')]), 60);
    expect(options).toEqual([
      { start: '09:00', label: '9:00 AM – 1:00 PM', detail: 'Clever Girl', available: true },
      { start: '13:30', label: '1:30 PM – 5:30 PM', detail: 'Booked: no boat for 60 guests is free', available: false },
      { start: '18:00', label: '6:00 PM – 10:00 PM', detail: 'Clever Girl', available: true },
    ]);
    // A group of 20 gets the smaller boat the same afternoon.
    expect(slotOptions(day('private', TUESDAY, 20, [cleverGirl('13:30', '17:30')]), 20)[1]).toMatchObject({ detail: 'Me Seeks The Irony', available: true });
  });

  it('gives the disco sailing its tickets left, or why the group does not fit', () => {
    const sold = (count: number) => day('disco', SATURDAY, 20, [{ kind: 'disco', date: SATURDAY, start: '13:30', sold: count }]);
    expect(slotOptions(sold(35), 20)).toEqual([{ start: '13:30', label: '1:30 PM – 5:30 PM', detail: 'Clever Girl · 40 of 75 tickets left', available: true }]);
    expect(slotOptions(sold(70), 20)[0]).toMatchObject({ detail: 'Sold out for your group: 5 tickets left, 20 needed', available: false });
    expect(slotOptions(sold(75), 20)[0]).toMatchObject({ detail: 'Sold out', available: false });
  });

  it('sends same-day cruises to the phone', () => {
    expect(slotOptions(day('private', TUESDAY, 20, [], TUESDAY), 20).every((o) => !o.available && o.detail === 'Book by phone')).toBe(true);
    expect(dayUnavailableMessage(day('private', TUESDAY, 20, [], TUESDAY), 'private', 20)).toContain('can no longer be booked online');
  });

  it('says so when the whole date is sold out for the group', () => {
    const allDay = DEFAULT_INVENTORY.privateSlots[2]!.map((slot) => cleverGirl(slot.start, slot.end));
    expect(dayUnavailableMessage(day('private', TUESDAY, 60, allDay), 'private', 60)).toBe(
      `Every boat that carries 60 guests is booked on ${formatLongDate(TUESDAY)}.`,
    );
    expect(dayUnavailableMessage(day('private', TUESDAY, 60), 'private', 60)).toBeNull();
    const full = day('disco', SATURDAY, 20, [{ kind: 'disco', date: SATURDAY, start: '13:30', sold: 75 }]);
    expect(dayUnavailableMessage(full, 'disco', 20)).toBe(`The disco cruise on ${formatLongDate(SATURDAY)} is sold out for a group of 20.`);
  });
});

describe('the policy and the amounts', () => {
  it("states the cancellation terms from the domain's figures", () => {
    const freeUntil = addDays(TUESDAY, -FREE_CANCELLATION_DAYS_BEFORE_EVENT);
    expect(cancellationPolicyText('private', TUESDAY, TODAY)).toBe(
      `Cancel free of charge up to ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before your cruise (through ${formatLongDate(freeUntil)}); after that, the deposit is not refunded.`,
    );
    expect(cancellationPolicyText('private', TUESDAY, addDays(freeUntil, 1))).toContain('the deposit is not refunded if you cancel');
    expect(cancellationPolicyText('disco', SATURDAY, TODAY)).toContain(`within ${DISCO_REFUND_WINDOW_HOURS} hours of booking`);
  });

  it('says how long booking holds the boat while the deposit is taken', () => {
    const quote = testQuote(
      { kind: 'private', eventType: 'birthday', groupSize: 60, eventDate: TUESDAY, packageType: 'essentials', lilyPad: false },
      { issuedOn: TODAY },
    );
    expect(holdNote(quote.deposit!, 'private')).toContain(`for ${PAYMENT_HOLD_MINUTES} minutes while you pay`);
    expect(holdNote(quote.deposit!, 'private')).toContain(formatMoney(quote.deposit!.depositAmount));
  });
});

describe('the booking, as its guest sees it', () => {
  const quote = testQuote(
    { kind: 'private', eventType: 'birthday', groupSize: 60, eventDate: TUESDAY, packageType: 'essentials', lilyPad: false },
    { issuedOn: TODAY },
  );
  const bookedAt = new Date('2027-02-01T17:00:00Z');
  const pending = testBooking(quote, { start: '13:30', end: '17:30', boatId: 'boat_clever_girl', bookedAt, today: TODAY });

  it('shows the deposit with the instant the hold ends (Chicago time), and the balance with its date', () => {
    expect(bookingMoney(pending)).toEqual([
      { term: `Deposit (${pending.deposit.depositPercent}%)`, detail: formatMoney(pending.deposit.depositAmount) },
      { term: 'Deposit due by', detail: formatInstant(pending.holdExpiresAt!) },
      { term: 'Balance', detail: formatMoney(pending.deposit.balanceDue) },
      { term: 'Balance due', detail: `By ${formatLongDate(pending.deposit.remainingBalanceDueAt)}` },
      { term: 'Total', detail: formatMoney(quote.price.totalPrice) },
    ]);
    expect(formatInstant(pending.holdExpiresAt!)).toMatch(/C[SD]T$/);
  });

  it('drops the hold once confirmed and counts what was paid', () => {
    const confirmed = testBooking(quote, {
      start: '13:30',
      end: '17:30',
      boatId: 'boat_clever_girl',
      bookedAt,
      today: TODAY,
      status: 'confirmed',
      paid: pending.deposit.depositAmount,
    });
    const terms = bookingMoney(confirmed).map((f) => f.term);
    expect(terms).not.toContain('Deposit due by');
    expect(bookingMoney(confirmed).find((f) => f.term === 'Paid so far')?.detail).toBe(formatMoney(pending.deposit.depositAmount));
    expect(bookingNextSteps(confirmed)[0]!.title).toBe('Deposit received');
  });

  it('says what happens next: the deposit call before the hold ends, the e-mail with the calendar file, the balance, the day', () => {
    const steps = bookingNextSteps(pending, { email: 'maya@example.com' });
    expect(steps.map((s) => s.title)).toEqual(['Pay the deposit', 'Check your e-mail', 'Pay the balance', 'Cruise day']);
    expect(steps[0]!.text).toContain(formatMoney(pending.deposit.depositAmount));
    expect(steps[0]!.text).toContain(formatInstant(pending.holdExpiresAt!));
    expect(steps[1]!.text).toBe('Your booking, with a calendar file for the cruise, is on its way to maya@example.com.');
    expect(steps[2]!.text).toBe(`${formatMoney(pending.deposit.balanceDue)} by ${formatLongDate(pending.deposit.remainingBalanceDueAt)}.`);
    expect(bookingNextSteps(pending)[1]!.text).not.toContain('@');
  });
});
