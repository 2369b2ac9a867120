import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { businessFacts } from '#domain/business.ts';
import { addDays } from '#domain/dates.ts';
import { calculateDepositSchedule } from '#domain/deposit.ts';
import { formatMoney } from '#domain/money.ts';
import {
  priceQuoteSelection,
  quoteExpiresOn,
  quoteInclusions,
  quoteReference,
  type PublicQuote,
  type QuoteSelection,
} from '#domain/quotes.ts';
import { bookingMailto, expiryNotice, formatLongDate, nextSteps, totalRows } from './quote-copy.ts';
import { QuoteView } from './quote-view.tsx';
import { requestChangesHref } from './request-changes.ts';
import { shareLink } from './share-link.ts';

const today = '2026-11-22';
const url = 'https://site.test/quote/abc.def';

/** A quote as GET /api/quotes/by-token answers it, made with the same domain functions the server uses. */
function publicQuote(selection: QuoteSelection, options: { issuedOn?: string; viewedOn?: string; expired?: boolean } = {}): PublicQuote {
  const issuedOn = options.issuedOn ?? today;
  const price = priceQuoteSelection(selection, issuedOn);
  const expired = options.expired ?? false;
  return {
    id: 'f3a9c1b2-0000-4000-8000-000000000000',
    reference: quoteReference('f3a9c1b2-0000-4000-8000-000000000000'),
    status: expired ? 'expired' : 'active',
    source: 'chat',
    issuedOn,
    expiresOn: quoteExpiresOn(issuedOn),
    firstName: 'Maya',
    selection,
    price,
    deposit: expired ? null : calculateDepositSchedule({ totalPrice: price.totalPrice, eventDate: selection.eventDate, today: options.viewedOn ?? issuedOn }),
    inclusions: quoteInclusions(price),
  };
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
    expect(steps[0]!.text).toContain(quote.reference);
    expect(steps[0]!.text).toContain(businessFacts.phone.display);
    expect(steps[1]!.text).toContain(formatMoney(quote.deposit!.depositAmount));
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

  it('books by e-mail to the business with the reference and the link', () => {
    const quote = publicQuote(discoSelection);
    const href = bookingMailto(quote, url);
    expect(href.startsWith(`${businessFacts.email.href}?subject=`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe(`Booking ${quote.reference}`);
    expect(params.get('body')).toContain(url);
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
    const html = renderToStaticMarkup(<QuoteView quote={quote} quoteUrl={url} today={today} />);
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
    expect(html).toMatch(/<a class="button button--sun" href="mailto:[^"]+"><svg[^]*?<\/svg> Book this cruise<\/a>/);
    expect(html).toContain('href="/chat?type=private-cruise&amp;package=essentials&amp;eventType=private&amp;groupSize=20"');
    expect(html).toMatch(/<label for="quote-link">Link to this quote<\/label><input id="quote-link" type="url" readOnly="" value="https:\/\/site.test\/quote\/abc.def"/);
    const levels = headings(html);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
  });

  it('marks an expired quote, drops its deposit and booking, and offers a fresh quote', () => {
    const quote = publicQuote(discoSelection, { expired: true });
    const html = renderToStaticMarkup(<QuoteView quote={quote} quoteUrl={url} today={addDays(quote.expiresOn, 3)} />);
    expect(html).toContain(`Prices on this quote expired on ${formatLongDate(quote.expiresOn)}.`);
    expect(html).toContain('>Get a fresh quote</a>');
    expect(html).not.toContain('Deposit and balance');
    expect(html).not.toContain('Book this cruise');
    expect(html).not.toContain('Prices held until');
  });
});
