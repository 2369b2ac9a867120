import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { addDays } from '#domain/shared/dates.ts';
import { PAYMENT_HOLD_MINUTES } from '#domain/booking/booking.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { PublicQuote, QuoteSelection } from '#domain/booking/quotes.ts';
import { testBooking, testQuote } from '../../testing/quote-fixtures.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import { cruiseFacts, depositNote, expiryNotice, nextSteps, totalRows } from './quote-copy.ts';
import { QuoteView } from './quote-view.tsx';
import { requestChangesHref } from './request-changes.ts';
import { shareLink } from './share-link.ts';

const today = '2026-11-22';
const url = 'https://site.test/quote/abc.def';

function publicQuote(
  selection: QuoteSelection,
  options: { issuedOn?: string; viewedOn?: string; expired?: boolean; latestVersionPath?: string } = {},
): PublicQuote {
  return testQuote(selection, { ...options, issuedOn: options.issuedOn ?? today });
}

const privateSelection = { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: '2027-06-12', packageType: 'essentials', lilyPad: true } as const;
const discoSelection = {
  kind: 'disco',
  eventType: 'bachelorette',
  groupSize: 12,
  eventDate: '2027-05-15',
  discoPackage: 'disco_queen',
  brideIncluded: true,
} as const;

describe('request changes', () => {
  it("opens /chat with the spec entry parameters for the quote's cruise, package and group", () => {
    expect(requestChangesHref(privateSelection)).toBe('/chat?type=private-cruise&package=essentials&eventType=private&groupSize=20');
    expect(requestChangesHref(discoSelection)).toBe('/chat?type=disco-cruise&package=disco_queen&eventType=disco&groupSize=12');
  });
});

describe('quote copy', () => {
  it('says how near an urgent cruise is in words, and asks for the deposit when booking once the window would outlast the wait', () => {
    const note = (days: number) => depositNote(calculateDepositSchedule({ totalPrice: 100_000, today, eventDate: addDays(today, days) }));
    expect(note(1)).toMatch(/^Your cruise is tomorrow, so the deposit is \d+% and must be paid when you book, or the date is released\./);
    expect(note(0)).toMatch(/^Your cruise is today, .* when you book/);
    expect(note(2)).toMatch(/^Your cruise is in 2 days, .* when you book/);
    expect(note(10)).toMatch(/^Your cruise is in 10 days, .* within 48 hours of booking/);
    expect(note(120)).toBe(`The balance is due ${businessFacts.policies.balanceDueDaysBeforeEvent} days before your cruise.`);
    for (const days of [0, 1, 2, 10]) expect(note(days)).not.toMatch(/\b1 days\b|\bin [01] days\b/);
  });

  it("names the boat a booking sails on, which may differ from the price's boat of the group's size", () => {
    const quote = publicQuote(privateSelection);
    const boat = (facts: ReturnType<typeof cruiseFacts>) => facts.find((fact) => fact.term === 'Boat')?.detail;
    expect(boat(cruiseFacts(quote))).toBe(`${quote.price.kind === 'private' ? quote.price.boat.displayName : ''} (private charter)`);
    expect(boat(cruiseFacts(quote, 'Day Tripper'))).toBe('Day Tripper (private charter)');
    expect(boat(cruiseFacts(quote))).not.toBe('Day Tripper (private charter)');
  });

  // A fresh look at a booked quote (issue 31): the facts named the booked boat while the price line
  // and "What is included" named the boat the price was worked out for.
  it('names the booked boat in the price line and what is included, the amounts as priced', () => {
    const standard = publicQuote({ ...privateSelection, groupSize: 12, packageType: 'standard', lilyPad: false });
    const booking = testBooking(standard, {
      start: '09:00',
      end: '13:00',
      boatId: 'boat_me_seeks_the_irony',
      bookedAt: new Date('2026-11-22T17:00:00Z'),
      today,
    });
    const html = renderToStaticMarkup(<QuoteView quote={standard} booking={booking} quoteUrl={url} today={today} bookingSection={null} />);
    expect(standard.price.kind === 'private' && standard.price.boat.displayName).toBe('The Day Tripper');
    expect(html).toContain('Private charter on Me Seeks The Irony, Saturday rate');
    expect(html).toContain('Private 4-hour charter on Me Seeks The Irony for up to 14 guests');
    expect(html).toContain('Shaded seating for 25');
    expect(html).not.toContain('Day Tripper');
    expect(html).toContain(formatMoney(standard.price.totalPrice));

    const disco = publicQuote(discoSelection);
    const sailing = testBooking(disco, { start: '13:30', end: '17:30', boatId: 'boat_clever_girl', bookedAt: new Date('2026-11-22T17:00:00Z'), today });
    const discoHtml = renderToStaticMarkup(<QuoteView quote={disco} booking={sailing} quoteUrl={url} today={today} bookingSection={null} />);
    expect(discoHtml).toContain('Disco Queen tickets aboard Clever Girl');
    expect(discoHtml).toContain('4-hour disco cruise on Lake Travis aboard Clever Girl');
  });

  it('writes dates with their weekday', () => {
    expect(formatLongDate('2027-06-12')).toBe('Saturday, 06/12/2027');
  });

  it('adds up to the total the engine computed', () => {
    const quote = publicQuote(privateSelection);
    const rows = totalRows(quote);
    expect(rows.map((row) => row.key)).toEqual(['subtotal', 'tax', 'gratuity', 'total']);
    expect(rows[3]!.amount).toBe(quote.price.totalPrice);
    expect(rows[0]!.amount + rows[1]!.amount + rows[2]!.amount).toBe(quote.price.totalPrice);
  });

  it('explains an expired quote by its expiry date, or by the cruise date once that has passed', () => {
    const quote = publicQuote(privateSelection, { expired: true });
    expect(expiryNotice(publicQuote(privateSelection), today)).toBeNull();
    expect(expiryNotice(quote, addDays(quote.expiresOn, 1))).toBe(`Prices on this quote expired on ${formatLongDate(quote.expiresOn)}.`);
    expect(expiryNotice(quote, addDays(privateSelection.eventDate, 1))).toContain('has passed');
  });

  it("walks through book, deposit, balance and cruise with the schedule's numbers and the business policies", () => {
    const quote = publicQuote(privateSelection);
    const steps = nextSteps(quote, quote.deposit!);
    expect(steps.map((step) => step.title)).toEqual(['Book', 'Pay the deposit', 'Pay the balance', 'Cruise day']);
    expect(steps[0]!.text).toContain('Book on this page');
    expect(steps[0]!.text).toContain(formatLongDate(quote.selection.eventDate));
    expect(steps[1]!.text).toContain(formatMoney(quote.deposit!.depositAmount));
    expect(steps[1]!.text).toContain(`by card as you book; we hold the boat for ${PAYMENT_HOLD_MINUTES} minutes while you pay`);
    expect(steps[1]!.text).toContain(`${businessFacts.policies.standardDepositPercent}%`);
    expect(steps[1]!.text).toContain(`${businessFacts.policies.freeCancellationDaysBeforeEvent} days before`);
    expect(steps[2]!.text).toBe(`${formatMoney(quote.deposit!.balanceDue)} by ${formatLongDate(quote.deposit!.remainingBalanceDueAt)}.`);
    expect(steps[3]!.text).toContain(businessFacts.location.marinaName);
  });

  it('asks for the urgent deposit, paid by card as the guest books, when the cruise is near', () => {
    const quote = publicQuote({ ...privateSelection, eventDate: '2026-12-05' });
    expect(quote.deposit!.isUrgentBooking).toBe(true);
    const deposit = nextSteps(quote, quote.deposit!)[1]!.text;
    expect(deposit).toContain(`${businessFacts.policies.urgentDepositPercent}%`);
    expect(deposit).toContain('by card as you book');
    expect(deposit).not.toContain('full refund');
  });
});

describe('sharing a quote link', () => {
  const data = { title: 'Quote', text: 'Our cruise', url };

  it('uses the share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { share })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('treats a cancelled share as nothing to report', async () => {
    const share = vi.fn().mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'AbortError' }));
    const writeText = vi.fn();
    expect(await shareLink(data, { share, clipboard: { writeText } as unknown as Clipboard })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet, or it fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const clipboard = { writeText } as unknown as Clipboard;
    expect(await shareLink(data, { clipboard })).toBe('copied');
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(new Error('NotAllowed')), clipboard })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('reports failure when the link cannot be copied either', async () => {
    expect(await shareLink(data, {})).toBe('failed');
    expect(await shareLink(data, { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } as unknown as Clipboard })).toBe('failed');
  });
});

describe('QuoteView', () => {
  it('places the booking section the page composes after the price and deposit, before what is included', () => {
    const quote = publicQuote(privateSelection);
    const html = renderToStaticMarkup(<QuoteView quote={quote} booking={null} quoteUrl={url} today={today} bookingSection={<section id="booking-slot" />} />);
    const at = (text: string) => html.indexOf(text);
    expect(at('<section id="booking-slot"></section>')).toBeGreaterThan(at('Deposit and balance'));
    expect(at('<section id="booking-slot"></section>')).toBeLessThan(at('What is included'));
  });
});
