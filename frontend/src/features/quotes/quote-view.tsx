import { CalendarCheck, CheckCircle2, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { BOOKING_STATUS_LABELS, type PublicBooking } from '#domain/booking/booking.ts';
import { inclusionsOnBookedBoat, priceOnBookedBoat } from '#domain/booking/booked-boat.ts';
import { boatById } from '#domain/pricing/fleet.ts';
import { historyWords, type BookedQuoteView } from '#domain/booking/booking-history.ts';
import { businessFacts } from '#domain/site/business.ts';
import { formatDate, type IsoDate } from '#domain/shared/dates.ts';
import type { PublicQuote } from '#domain/booking/quotes.ts';
import { DepositFacts } from '../../components/pricing/deposit-facts.tsx';
import { formatLongDate } from '../../lib/dates.ts';
import { QuoteActions } from './quote-actions.tsx';
import { cruiseFacts, depositNote, eventTypeLabel, expiryNotice, nextSteps, perPersonNote, priceHoldNote } from './quote-copy.ts';
import { QuotePriceTable } from './quote-price-table.tsx';
import { requestChangesHref } from './request-changes.ts';

export interface QuoteViewProps {
  quote: PublicQuote;
  /** The quote's live booking, if it was booked. */
  booking: PublicBooking | null;
  /** That booking as it is now (date, time, itemised price) and its history: shown instead of the quote as issued. */
  booked?: BookedQuoteView | null;
  quoteUrl: string;
  today: IsoDate;
  /**
   * The booking step, or the booking once there is one: the page composes it (the booking feature
   * owns it) and the view places it after the price.
   */
  bookingSection: ReactNode;
  /** "Have a promo code?" (or the code applied), under the price: the page composes it. */
  promoSection?: ReactNode;
}

/**
 * One quote as its link shows it: the cruise, the itemised price, the deposit and balance, what is
 * included and what happens next, and where the booking step (or, once booked, the booking) goes. An expired
 * quote still shows what was chosen, marked clearly, with a way to a fresh one; its old deposit
 * schedule is gone (the server sends none). A booked quote shows the booking's own schedule, fixed
 * when it was booked, instead of the quote's, and the booking as it is now (moved, say): its date,
 * time and price in the header, the facts and the price table, with its history below the price,
 * naming the boat it sails on.
 */
export function QuoteView({ quote: issued, booking, booked = null, quoteUrl, today, bookingSection, promoSection }: QuoteViewProps) {
  const asBooked: PublicQuote = booked ? { ...issued, selection: booked.selection, price: booked.price } : issued;
  // Once booked, the page names the boat the booking sails on, which may not be the one the price
  // was worked out for (a bigger free boat; a disco sailing's boat): in the price line, the facts
  // and what is included. The amounts stay as priced.
  const boat = booking ? boatById(booking.slot.boatId) : null;
  const quote: PublicQuote = boat
    ? { ...asBooked, price: priceOnBookedBoat(asBooked.price, boat), inclusions: inclusionsOnBookedBoat(asBooked.price, asBooked.inclusions, boat) }
    : asBooked;
  const expired = expiryNotice(quote, today);
  const deposit = quote.status === 'active' && !booking ? quote.deposit : null;
  const greetingName = quote.firstName.trim() || 'there';
  const changesHref = requestChangesHref(quote.selection);
  return (
    <article className="quote" aria-labelledby="quote-heading">
      <header className="quote__header">
        <p className="eyebrow">{businessFacts.name}</p>
        <h1 id="quote-heading" className="quote__title">
          Your quote {quote.reference}
        </h1>
        <p className="quote__greeting">
          {booked
            ? `Hi ${greetingName}, here is your ${eventTypeLabel(quote).toLowerCase()} cruise as booked: ${formatLongDate(booked.slot.date)}, ${booked.slot.label}.`
            : `Hi ${greetingName}, here is the price for your ${eventTypeLabel(quote).toLowerCase()} cruise on ${formatLongDate(quote.selection.eventDate)}.`}
        </p>
        <p className="quote__issued">Issued {formatDate(quote.issuedOn)}</p>
        {booking && (
          <p className="quote__booked">
            <CalendarCheck aria-hidden="true" size={20} />
            <span>
              Booked: {booking.reference}, {BOOKING_STATUS_LABELS[booking.status].toLowerCase()}. <a href="#booking">See your booking</a>
            </span>
          </p>
        )}
      </header>

      {quote.latestVersionPath && (
        <div className="quote-expired" role="note" aria-label="This quote was updated">
          <Clock aria-hidden="true" size={24} />
          <div>
            <p className="quote-expired__title">We have updated this quote.</p>
            <p>This is the earlier version, kept as it was. The latest version has the price we now offer.</p>
            <a className="button button--primary" href={quote.latestVersionPath}>
              See the latest version
            </a>
          </div>
        </div>
      )}

      {booking ? null : expired ? (
        <div className="quote-expired" role="note" aria-label="This quote has expired">
          <Clock aria-hidden="true" size={24} />
          <div>
            <p className="quote-expired__title">{expired}</p>
            <p>The choices below are as you made them; prices and availability may have changed since. A fresh quote takes about a minute.</p>
            <a className="button button--primary" href={changesHref}>
              Get a fresh quote
            </a>
          </div>
        </div>
      ) : (
        <p className="quote-hold">
          <Clock aria-hidden="true" size={20} /> <span>{priceHoldNote(quote)}</span>
        </p>
      )}

      <section className="quote-section" aria-labelledby="quote-cruise-heading">
        <h2 id="quote-cruise-heading">Your cruise</h2>
        <dl className="quote-facts">
          {[...cruiseFacts(quote, boat?.displayName), ...(booked ? [{ term: 'Time', detail: booked.slot.label }] : [])].map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.detail}</dd>
            </div>
          ))}
        </dl>
        {quote.notes && (
          <>
            <h3 className="quote-section__subheading">Your notes for the crew</h3>
            <p className="quote-notes">{quote.notes}</p>
          </>
        )}
      </section>

      <section className="quote-section" aria-labelledby="quote-price-heading">
        <h2 id="quote-price-heading">{expired && !booked ? 'Price as quoted' : 'Price'}</h2>
        <QuotePriceTable quote={quote} {...(booked && booking ? { caption: `Price for booking ${booking.reference}` } : {})} />
        <p className="quote-section__note">{perPersonNote(quote)}</p>
        {promoSection}
      </section>

      {booked && (
        <section className="quote-section" aria-labelledby="quote-history-heading">
          <h2 id="quote-history-heading">History</h2>
          <ol className="quote-history">
            {booked.history.map((entry) => (
              <li key={`${entry.kind}-${entry.on}-${historyWords(entry)}`}>{historyWords(entry)}</li>
            ))}
          </ol>
        </section>
      )}

      {deposit && (
        <section className="quote-section" aria-labelledby="quote-deposit-heading">
          <h2 id="quote-deposit-heading">Deposit and balance</h2>
          <DepositFacts deposit={deposit} className="quote-money" formatDue={formatLongDate} />
          <p className="quote-section__note">{depositNote(deposit)}</p>
        </section>
      )}

      {bookingSection}

      <section className="quote-section" aria-labelledby="quote-included-heading">
        <h2 id="quote-included-heading">What is included</h2>
        <ul className="checklist">
          {quote.inclusions.map((item) => (
            <li key={item}>
              <CheckCircle2 aria-hidden="true" size={20} /> <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>

      {deposit && !quote.latestVersionPath && (
        <section className="quote-section" aria-labelledby="quote-next-heading">
          <h2 id="quote-next-heading">What happens next</h2>
          <ol className="steps">
            {nextSteps(quote, deposit).map((step) => (
              <li key={step.title} className="steps__item">
                <h3 className="steps__title">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <QuoteActions quote={quote} quoteUrl={quoteUrl} booked={booking !== null} />
    </article>
  );
}
