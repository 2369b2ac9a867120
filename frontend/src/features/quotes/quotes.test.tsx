import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { businessFacts } from '#domain/business.ts';
import { addDays } from '#domain/dates.ts';
import { depositHoldHours } from '#domain/booking.ts';
import { formatMoney } from '#domain/money.ts';
import type { PublicQuote, QuoteSelection } from '#domain/quotes.ts';
import { TEST_TOKEN, testBooking, testQuote } from '../booking/booking-test-support.ts';
import { expiryNotice, formatLongDate, nextSteps, totalRows } from './quote-copy.ts';
import { QuoteView } from './quote-view.tsx';
import { requestChangesHref } from './request-changes.ts';
import { shareLink } from './share-link.ts';

const today = '2026-11-22';
const url = 'https://site.test/quote/abc.def';

function publicQuote(selection: QuoteSelection, options: { issuedOn?: string; viewedOn?: string; expired?: boolean; latestVersionPath?: string } = {}): PublicQuote {
  return testQuote(selection, { ...options, issuedOn: options.issuedOn ?? today });
}

const privateSelection = { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: '2027-06-12', packageType: 'essentials', lilyPad: true } as const;
const discoSelection = { kind: 'disco', eventType: 'bachelorette', groupSize: 12, eventDate: '2027-05-15', discoPackage: 'disco_queen', brideIncluded: true } as const;

describe('request changes', () => {
  it('opens /chat with the spec entry parameters for the quote\'s cruise, package and group', () => {
    expect(requestChangesHref(privateSelection)).toBe('/chat?type=private-cruise&package=essentials&eventType=private&groupSize=20');
    expect(requestChangesHref(discoSelection)).toBe('/chat?type=disco-cruise&package=disco_queen&eventType=disco&groupSize=12');
  });
});

describe('quote copy', () => {
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

  it('walks through book, deposit, balance and cruise with the schedule\'s numbers and the business policies', () => {
    const quote = publicQuote(privateSelection);
    const steps = nextSteps(quote, quote.deposit!);
    expect(steps.map((step) => step.title)).toEqual(['Book', 'Pay the deposit', 'Pay the balance', 'Cruise day']);
    expect(steps[0]!.text).toContain('Book on this page');
    expect(steps[0]!.text).toContain(formatLongDate(quote.selection.eventDate));
    expect(steps[1]!.text).toContain(formatMoney(quote.deposit!.depositAmount));
    expect(steps[1]!.text).toContain(`within ${depositHoldHours(quote.deposit!)} hours of booking`);
    expect(steps[1]!.text).toContain(`${businessFacts.policies.standardDepositPercent}%`);
    expect(steps[1]!.text).toContain(`${businessFacts.policies.freeCancellationDaysBeforeEvent} days before`);
    expect(steps[2]!.text).toBe(`${formatMoney(quote.deposit!.balanceDue)} by ${formatLongDate(quote.deposit!.remainingBalanceDueAt)}.`);
    expect(steps[3]!.text).toContain(businessFacts.location.marinaName);
  });

  it('asks for the urgent deposit within the payment window when the cruise is near', () => {
    const quote = publicQuote({ ...privateSelection, eventDate: '2026-12-05' });
    expect(quote.deposit!.isUrgentBooking).toBe(true);
    const deposit = nextSteps(quote, quote.deposit!)[1]!.text;
    expect(deposit).toContain(`${businessFacts.policies.urgentDepositPercent}%`);
    expect(deposit).toContain(`within ${businessFacts.policies.urgentPaymentWindowHours} hours`);
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

describe('QuoteView markup', () => {
  const headings = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));

  it('shows the reference, the itemised price in a captioned table, the deposit and the inclusions, headings in order', () => {
    const quote = publicQuote(privateSelection);
    const html = renderToStaticMarkup(<QuoteView quote={quote} token={TEST_TOKEN} booking={null} quoteUrl={url} today={today} />);
    expect(html).toContain(`Your quote ${quote.reference}</h1>`);
    expect(html).toContain('Hi Maya,');
    expect(html).toMatch(/<caption>Price for quote Q-[0-9A-F]{8}<\/caption>/);
    expect(html).toContain('<th scope="col">Item</th>');
    for (const item of quote.price.breakdown.lineItems) expect(html).toContain(`<th scope="row">${item.label}`);
    expect(html).toContain(formatMoney(quote.price.totalPrice));
    expect(html).toContain(formatMoney(quote.deposit!.depositAmount));
    expect(html).toContain(formatLongDate(quote.deposit!.remainingBalanceDueAt));
    for (const inclusion of quote.inclusions) expect(html).toContain(inclusion.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(html).toContain(`Prices held until ${formatLongDate(quote.expiresOn)}`);
    // Booking happens on the page: a button opens the booking step, no e-mail.
    expect(html).toMatch(/<h2 id="booking-heading">Ready to book\?<\/h2>[\s\S]*?<button type="button" class="button button--sun"><svg[\s\S]*?<\/svg> Book this cruise<\/button>/);
    expect(html).not.toContain('mailto:');
    expect(html).toContain('href="/chat?type=private-cruise&amp;package=essentials&amp;eventType=private&amp;groupSize=20"');
    expect(html).toMatch(/<label for="quote-link">Link to this quote<\/label><input id="quote-link" type="url" readOnly="" value="https:\/\/site.test\/quote\/abc.def"/);
    const levels = headings(html);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
  });

  it('marks an expired quote, drops its deposit and booking, and offers a fresh quote', () => {
    const quote = publicQuote(discoSelection, { expired: true });
    const html = renderToStaticMarkup(<QuoteView quote={quote} token={TEST_TOKEN} booking={null} quoteUrl={url} today={addDays(quote.expiresOn, 3)} />);
    expect(html).toContain(`Prices on this quote expired on ${formatLongDate(quote.expiresOn)}.`);
    expect(html).toContain('>Get a fresh quote</a>');
    expect(html).not.toContain('Deposit and balance');
    expect(html).not.toContain('Book this cruise');
    expect(html).not.toContain('Prices held until');
  });

  it('shows a booked quote\'s booking instead of the Book button, with the booking\'s own schedule, and no Request changes', () => {
    const quote = publicQuote(privateSelection);
    const booking = testBooking(quote, { start: '13:30', end: '17:30', boatId: 'boat_me_seeks_the_irony', bookedAt: new Date('2026-11-22T18:00:00Z'), today });
    const html = renderToStaticMarkup(<QuoteView quote={quote} token={TEST_TOKEN} booking={booking} quoteUrl={url} today={today} />);
    expect(html).not.toContain('Book this cruise');
    expect(html).not.toContain('Ready to book?');
    expect(html).not.toContain('Request changes');
    expect(html).not.toContain('Deposit and balance');
    expect(html).toContain(`Booked: ${booking.reference}, pending deposit. <a href="#booking">See your booking</a>`);
    expect(html).toContain('<h2 id="booking-heading" tabindex="-1">Your booking</h2>');
    expect(html).toContain('>Pending deposit</strong>');
    expect(html).toContain('1:30 PM – 5:30 PM');
    expect(html).toContain('Me Seeks The Irony');
    const levels = headings(html);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
  });

  it('sends an updated quote\'s guest to the latest version to book', () => {
    const quote = publicQuote(privateSelection, { latestVersionPath: `/quote/${'L'.repeat(64)}` });
    const html = renderToStaticMarkup(<QuoteView quote={quote} token={TEST_TOKEN} booking={null} quoteUrl={url} today={today} />);
    expect(html).not.toContain('Book this cruise</button>');
    expect(html).toContain(`<a href="/quote/${'L'.repeat(64)}">Book from the latest version</a>`);
  });
});
