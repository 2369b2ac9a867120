import { Link } from 'react-router';
import type { AdminQuoteSummary } from '#domain/people/back-office.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { customerPath, eventTypeLabel, QUOTE_SOURCE_LABELS, quoteDetailPath } from '../shared/format.ts';
import { QuoteStateBadge } from './status-badge.tsx';
import { ScrollRegion } from '../../../admin/kit/scroll-region.tsx';

/**
 * Quotes as a table (stacked cards under 768 px: each cell carries its column's name). The
 * reference opens the quote and the guest opens their customer page; `showGuest` is off where the
 * table sits on that page already. A narrow main column scrolls it in a region that says so.
 */
export function QuoteTable({ quotes, caption, showGuest = true }: { quotes: readonly AdminQuoteSummary[]; caption: string; showGuest?: boolean }) {
  return (
    <ScrollRegion label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Quote</th>
            {showGuest && <th scope="col">Guest</th>}
            <th scope="col">Occasion</th>
            <th scope="col">Cruise date</th>
            <th scope="col">Guests</th>
            <th scope="col">Package</th>
            <th scope="col" className="admin-table__number">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">Issued</th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.id}>
              <th scope="row" data-label="Quote">
                <Link to={quoteDetailPath(quote.id)} className="admin-table__key admin-reference">
                  {quote.reference}
                </Link>
                {quote.version > 1 && <span className="admin-table__sub">Version {quote.version}</span>}
              </th>
              {showGuest && (
                <td data-label="Guest">
                  <Link to={customerPath(quote.contact.email)}>{quote.contact.name}</Link>
                  <span className="admin-table__sub">{quote.contact.email}</span>
                </td>
              )}
              <td data-label="Occasion">{eventTypeLabel(quote.eventType)}</td>
              <td data-label="Cruise date">{formatDate(quote.eventDate)}</td>
              <td data-label="Guests">{quote.groupSize}</td>
              <td data-label="Package">
                {quote.packageName}
                <span className="admin-table__sub">{quote.kind === 'private' ? 'Private charter' : 'Disco cruise'}</span>
              </td>
              <td data-label="Total" className="admin-table__number">
                {formatMoney(quote.totalPrice)}
              </td>
              <td data-label="Status">
                <QuoteStateBadge status={quote.status} superseded={quote.supersededBy !== undefined} booking={quote.booking} />
              </td>
              <td data-label="Issued">
                {formatDate(quote.issuedOn)}
                <span className="admin-table__sub">{QUOTE_SOURCE_LABELS[quote.source]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
