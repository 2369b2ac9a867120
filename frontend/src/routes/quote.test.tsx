import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { addDays, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { PublicQuote, QuoteSelection } from '#domain/booking/quotes.ts';
import { preloadBookingSteps } from '../features/booking/quote-booking.tsx';
import { formatLongDate } from '../lib/dates.ts';
import { TEST_TOKEN, testBooking, testQuote } from '../testing/quote-fixtures.ts';
import { QuoteWithBooking } from './quote.tsx';

const today = '2026-11-22';
const url = 'https://site.test/quote/abc.def';

function publicQuote(selection: QuoteSelection, options: { latestVersionPath?: string; expired?: boolean } = {}): PublicQuote {
  return testQuote(selection, { ...options, issuedOn: today });
}

/** The quote page's content as the route composes it, for the quote and booking given. */
function page({ quote, booking, today: on }: { quote: PublicQuote; booking: PublicBooking | null; today: IsoDate }): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <QuoteWithBooking quote={quote} token={TEST_TOKEN} booking={booking} quoteUrl={url} today={on} />
    </QueryClientProvider>,
  );
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

// The booking's panel loads when the quote has a booking (issue 27): loaded first, as opening the
// booking step does, it renders in place of its loading state.
beforeAll(() => preloadBookingSteps());

describe('the quote page: the quote with its booking step', () => {
  const headings = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));

  it('shows the reference, the itemised price in a captioned table, the deposit and the inclusions, headings in order', () => {
    const quote = publicQuote(privateSelection);
    const html = page({ quote, booking: null, today });
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
    expect(html).toMatch(
      /<h2 id="booking-heading">Ready to book\?<\/h2>[\s\S]*?<button type="button" class="button button--sun"><svg[\s\S]*?<\/svg> Book this cruise<\/button>/,
    );
    expect(html).not.toContain('mailto:');
    expect(html).toContain('href="/chat?type=private-cruise&amp;package=essentials&amp;eventType=private&amp;groupSize=20"');
    expect(html).toMatch(
      /<label for="quote-link">Link to this quote<\/label><input id="quote-link" type="url" readOnly="" value="https:\/\/site.test\/quote\/abc.def"/,
    );
    const levels = headings(html);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
  });

  it('marks an expired quote, drops its deposit and booking, and offers a fresh quote', () => {
    const quote = publicQuote(discoSelection, { expired: true });
    const html = page({ quote, booking: null, today: addDays(quote.expiresOn, 3) });
    expect(html).toContain(`Prices on this quote expired on ${formatLongDate(quote.expiresOn)}.`);
    expect(html).toContain('>Get a fresh quote</a>');
    expect(html).not.toContain('Deposit and balance');
    expect(html).not.toContain('Book this cruise');
    expect(html).not.toContain('Prices held until');
  });

  it("shows a booked quote's booking instead of the Book button, with the booking's own schedule, and no Request changes", () => {
    const quote = publicQuote(privateSelection);
    const booking = testBooking(quote, { start: '13:30', end: '17:30', boatId: 'boat_me_seeks_the_irony', bookedAt: new Date('2026-11-22T18:00:00Z'), today });
    const html = page({ quote, booking, today });
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

  it("sends an updated quote's guest to the latest version to book", () => {
    const quote = publicQuote(privateSelection, { latestVersionPath: `/quote/${'L'.repeat(64)}` });
    const html = page({ quote, booking: null, today });
    expect(html).not.toContain('Book this cruise</button>');
    expect(html).toContain(`<a href="/quote/${'L'.repeat(64)}">Book from the latest version</a>`);
  });
});
