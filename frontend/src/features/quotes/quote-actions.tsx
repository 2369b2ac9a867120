import { Pencil, Printer, Share2 } from 'lucide-react';
import { useRef } from 'react';
import { businessFacts } from '#domain/site/business.ts';
import type { PublicQuote } from '#domain/booking/quotes.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { requestChangesHref } from './request-changes.ts';
import { shareLink } from './share-link.ts';

/**
 * What else a guest does with a quote: share it with the group, print it, or change it (booking
 * has its own section). A booked quote is changed by calling us: a new quote would not move the
 * booking.
 */
export function QuoteActions({ quote, quoteUrl, booked }: { quote: PublicQuote; quoteUrl: string; booked: boolean }) {
  const linkInput = useRef<HTMLInputElement>(null);
  const changeable = quote.status === 'active' && !booked;
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
      <h2 id="quote-actions-heading">{changeable ? 'Share, print or change it' : 'Share or print it'}</h2>
      <div className="quote-actions__buttons">
        <button type="button" className="button" onClick={() => void share()}>
          <Share2 aria-hidden="true" size={18} /> Share
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} /> Print
        </button>
        {changeable && (
          <a className="button" href={requestChangesHref(quote.selection)}>
            <Pencil aria-hidden="true" size={18} /> Request changes
          </a>
        )}
      </div>
      {changeable && (
        <p className="quote-actions__note">
          Request changes opens the quote builder with your choices. Questions? Call <a href={phone.href}>{phone.display}</a> and give your reference,{' '}
          {quote.reference}.
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
