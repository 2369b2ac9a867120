import { Mail, Pencil, Printer, Share2 } from 'lucide-react';
import { useRef } from 'react';
import { businessFacts } from '#domain/business.ts';
import type { PublicQuote } from '#domain/quotes.ts';
import { toast } from '../../components/toast/index.ts';
import { bookingMailto, formatLongDate } from './quote-copy.ts';
import { requestChangesHref } from './request-changes.ts';
import { shareLink } from './share-link.ts';

/**
 * What a guest does with a quote: book it, share it with the group, print it, or change it.
 * Booking goes to the team by e-mail (or phone) with the reference until the site takes bookings.
 */
export function QuoteActions({ quote, quoteUrl }: { quote: PublicQuote; quoteUrl: string }) {
  const linkInput = useRef<HTMLInputElement>(null);
  const active = quote.status === 'active';
  const { phone } = businessFacts;

  const share = async () => {
    const outcome = await shareLink({
      title: `Quote ${quote.reference}`,
      text: `Our party cruise on ${formatLongDate(quote.selection.eventDate)}: the price and what is included.`,
      url: quoteUrl,
    });
    if (outcome === 'copied') toast({ title: 'Link copied', description: 'Paste it to your group.', variant: 'success' });
    if (outcome === 'failed') {
      toast({ title: 'Could not copy the link', description: 'Copy it from the box under the buttons.', variant: 'error' });
      linkInput.current?.select();
    }
  };

  return (
    <section className="quote-section quote-actions" aria-labelledby="quote-actions-heading">
      <h2 id="quote-actions-heading">{active ? 'Book, share or change it' : 'Share or print it'}</h2>
      <div className="quote-actions__buttons">
        {active && (
          <a className="button button--sun" href={bookingMailto(quote, quoteUrl)}>
            <Mail aria-hidden="true" size={18} /> Book this cruise
          </a>
        )}
        <button type="button" className="button" onClick={() => void share()}>
          <Share2 aria-hidden="true" size={18} /> Share
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} /> Print
        </button>
        {active && (
          <a className="button" href={requestChangesHref(quote.selection)}>
            <Pencil aria-hidden="true" size={18} /> Request changes
          </a>
        )}
      </div>
      {active && (
        <p className="quote-actions__note">
          Book by e-mail or call <a href={phone.href}>{phone.display}</a> and give your reference, {quote.reference}. Request changes opens the quote builder with
          your choices.
        </p>
      )}
      <div className="field quote-actions__link">
        <label htmlFor="quote-link">Link to this quote</label>
        <input id="quote-link" ref={linkInput} type="url" readOnly value={quoteUrl} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <p className="quote-actions__note">Anyone with the link sees this page: the choices and prices, and your first name, never your e-mail or phone.</p>
    </section>
  );
}
