import { CheckCircle2, Pencil } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import type { AdminQuote, AdminQuoteDetailResponse } from '#domain/people/back-office.ts';
import { calendarDateIn, formatDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { useAdminQuote } from '../../features/back-office/shared/api.ts';
import { CopyLink } from '../../admin/kit/copy-link.tsx';
import { Facts } from '../../admin/kit/facts.tsx';
import { CustomerTimeline } from '../../features/back-office/people/customer-timeline.tsx';
import {
  customerPath,
  formatDateTime,
  plural,
  QUOTE_SOURCE_LABELS,
  quoteDetailPath,
  quoteEditPath,
  quoteLink,
} from '../../features/back-office/shared/format.ts';
import { DetailPending } from '../../admin/kit/load-error.tsx';
import { pickedSlotFrom, savedFrom, type SavedQuoteState } from '../../features/back-office/shared/navigation-state.ts';
import { CallerBookingForm } from '../../features/back-office/booking/caller-booking-form.tsx';
import '../../styles/admin-bookings.css';
import { QuoteStateBadge } from '../../features/back-office/booking/status-badge.tsx';
import { bookingPath } from '../../features/back-office/booking/booking-format.ts';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';
import { DepositFacts } from '../../components/pricing/deposit-facts.tsx';
import { cruiseFacts } from '../../features/quotes/quote-copy.ts';
import { QuotePriceTable } from '../../features/quotes/quote-price-table.tsx';

function Versions({ detail }: { detail: AdminQuoteDetailResponse }) {
  const { quote, versions } = detail;
  if (versions.length < 2) return <p className="admin-empty">This is the only version: the quote has not been amended.</p>;
  return (
    <ol className="admin-versions">
      {versions.map((version) => (
        <li key={version.id} className="admin-versions__item">
          {version.id === quote.id ? (
            <strong aria-current="page">
              Version {version.version}: {version.reference} (this one)
            </strong>
          ) : (
            <Link to={quoteDetailPath(version.id)}>
              Version {version.version}: {version.reference}
            </Link>
          )}{' '}
          <span className="admin-versions__meta">
            issued {formatDate(version.issuedOn)}, {formatMoney(version.totalPrice)}
            {version.superseded ? ', superseded' : ', latest'}
          </span>
        </li>
      ))}
    </ol>
  );
}

function QuoteDetail({ detail, saved, pickedStart }: { detail: AdminQuoteDetailResponse; saved: SavedQuoteState['saved'] | null; pickedStart: string }) {
  const { quote, versions, customer, timeline, booking } = detail;
  const url = quoteLink(quote.path);
  const latest = versions.at(-1);
  const superseded = quote.supersededBy !== undefined;
  usePrivatePageHead(`Quote ${quote.reference} | Back office`);
  return (
    <>
      <header className="admin-page__header">
        <div>
          <p className="eyebrow">Quote{quote.version > 1 ? `, version ${quote.version}` : ''}</p>
          <h1>
            Quote {quote.reference} <QuoteStateBadge status={quote.status} superseded={superseded} booking={booking} linked={false} />
          </h1>
        </div>
        {booking ? (
          <Link to={bookingPath(booking.id)} className="button button--primary">
            Open booking {booking.reference}
          </Link>
        ) : superseded && latest ? (
          <Link to={quoteDetailPath(latest.id)} className="button">
            Open the latest version
          </Link>
        ) : (
          <Link to={quoteEditPath(quote.id)} className="button button--primary">
            <Pencil size={18} aria-hidden="true" /> Amend
          </Link>
        )}
      </header>

      {saved && (
        <div className="admin-alert admin-alert--success" role="status">
          <CheckCircle2 size={22} aria-hidden="true" />
          <div>
            <p className="admin-alert__title">{saved.amended ? `Saved as version ${quote.version}.` : 'Quote saved.'} The guest has been e-mailed the link.</p>
            <CopyLink url={url} label="Link to send the guest" />
          </div>
        </div>
      )}
      {superseded && latest && (
        <p className="admin-alert admin-alert--note">
          This version was amended. The guest's link still opens it, but the current offer is{' '}
          <Link to={quoteDetailPath(latest.id)}>
            version {latest.version}, {latest.reference}
          </Link>
          .
        </p>
      )}

      <div className="admin-columns">
        <div className="admin-columns__main">
          <section className="admin-section" aria-labelledby="quote-cruise">
            <h2 id="quote-cruise">Cruise</h2>
            <Facts items={cruiseFacts(quote)} />
            {quote.notes && (
              <>
                <h3 className="admin-subheading">Notes for the crew</h3>
                <p className="admin-notes">{quote.notes}</p>
              </>
            )}
          </section>

          <section className="admin-section" aria-labelledby="quote-price">
            <h2 id="quote-price">Price</h2>
            <QuotePriceTable quote={quote} />
            <Payment quote={quote} />
          </section>

          {!booking && !superseded && quote.selection.eventDate >= calendarDateIn(new Date()) && (
            <section className="admin-section" aria-labelledby="quote-book">
              <h2 id="quote-book">Book for the caller</h2>
              <CallerBookingForm quote={quote} initialStart={pickedStart} />
            </section>
          )}

          <section className="admin-section" aria-labelledby="quote-versions">
            <h2 id="quote-versions">Versions</h2>
            <Versions detail={detail} />
          </section>

          <section className="admin-section" aria-labelledby="quote-timeline">
            <h2 id="quote-timeline">Customer timeline</h2>
            <CustomerTimeline entries={timeline} emptyText="Nothing recorded for this guest yet: the timeline fills in moments after a quote is saved." />
          </section>
        </div>

        <aside className="admin-columns__side" aria-label="Guest and link">
          <section className="admin-section admin-card" aria-labelledby="quote-guest">
            <h2 id="quote-guest">Guest</h2>
            <Facts
              items={[
                { term: 'Name', detail: quote.contact.name },
                { term: 'E-mail', detail: <a href={`mailto:${quote.contact.email}`}>{quote.contact.email}</a> },
                { term: 'Phone', detail: <a href={`tel:${quote.contact.phone.replace(/[^\d+]/g, '')}`}>{quote.contact.phone}</a> },
              ]}
            />
            <p>
              <Link to={customerPath(quote.contact.email)}>
                {customer ? `Customer page (${plural(customer.quoteCount, 'quote')}, ${plural(customer.leadCount, 'lead')})` : 'Customer page'}
              </Link>
            </p>
          </section>
          <section className="admin-section admin-card" aria-labelledby="quote-link">
            <h2 id="quote-link">Link</h2>
            <CopyLink url={url} label="The guest's link" />
          </section>
          <section className="admin-section admin-card" aria-labelledby="quote-record">
            <h2 id="quote-record">Record</h2>
            <Facts
              items={[
                { term: 'Issued', detail: formatDateTime(quote.createdAt) },
                { term: 'Price held until', detail: formatDate(quote.expiresOn) },
                { term: 'Made by', detail: quote.source === 'staff' && quote.createdBy ? `Staff (${quote.createdBy})` : QUOTE_SOURCE_LABELS[quote.source] },
                ...(quote.affiliateCode ? [{ term: 'Partner code', detail: quote.affiliateCode }] : []),
                ...(quote.supersededAt ? [{ term: 'Superseded', detail: formatDateTime(quote.supersededAt) }] : []),
              ]}
            />
          </section>
        </aside>
      </div>
    </>
  );
}

function Payment({ quote }: { quote: AdminQuote }) {
  if (!quote.deposit) return <p className="admin-hint">Expired: no deposit schedule. Amend it to give the guest a fresh price.</p>;
  return <DepositFacts deposit={quote.deposit} className="admin-facts admin-facts--money" formatDue={formatDate} />;
}

/** The time picked on the calendar for this quote's date, if staff came from there. */
function pickedStartFor(quote: AdminQuote, state: unknown): string {
  const slot = pickedSlotFrom(state);
  return slot && slot.date === quote.selection.eventDate ? slot.start : '';
}

/** /quotes/{id}: one quote in full, its link, its versions and the guest's timeline. */
export default function QuoteDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const quote = useAdminQuote(id);
  const content = quote.data ? (
    <QuoteDetail detail={quote.data} saved={savedFrom(location.state)} pickedStart={pickedStartFor(quote.data.quote, location.state)} />
  ) : (
    <DetailPending
      query={quote}
      noun="quote"
      notFound={
        <>
          No quote has this address. <Link to="/quotes">Find it in the quote list</Link>.
        </>
      }
    />
  );
  return (
    <div className="admin-page" key={id}>
      {content}
    </div>
  );
}
