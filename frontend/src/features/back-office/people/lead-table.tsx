import { Link } from 'react-router';
import type { AdminLead } from '#domain/people/back-office.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { customerPath, formatDateTime, leadSourceLabel, quoteDetailPath } from '../shared/format.ts';
import { ConvertedBadge } from '../booking/status-badge.tsx';

/** What the guest told us before they left: occasion, group, date and the chat's summary of their choices. */
function Chose({ lead }: { lead: AdminLead }) {
  const facts = [lead.eventType, lead.groupSize && `${lead.groupSize} guests`, lead.eventDate && formatDate(lead.eventDate)].filter(Boolean).join(', ');
  if (!facts && !lead.message) return <span className="admin-table__sub">Nothing chosen yet</span>;
  return (
    <>
      {facts}
      {lead.message && <span className="admin-table__sub admin-table__message">{lead.message}</span>}
    </>
  );
}

/**
 * Leads as a table (stacked cards under 768 px): who, how to reach them, what they chose, when,
 * and whether a quote followed (linked).
 */
export function LeadTable({
  leads,
  caption,
  showGuest = true,
  showSource = false,
}: {
  leads: readonly AdminLead[];
  caption: string;
  showGuest?: boolean;
  showSource?: boolean;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {showGuest ? <th scope="col">Name</th> : <th scope="col">Captured</th>}
            {showGuest && <th scope="col">E-mail</th>}
            {showGuest && <th scope="col">Phone</th>}
            {showSource && <th scope="col">Source</th>}
            <th scope="col">What they chose</th>
            {showGuest && <th scope="col">When</th>}
            <th scope="col">Converted</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              {showGuest ? (
                <th scope="row" data-label="Name">
                  <Link to={customerPath(lead.email)} className="admin-table__key">
                    {lead.name}
                  </Link>
                </th>
              ) : (
                <th scope="row" data-label="Captured">
                  {formatDateTime(lead.createdAt)}
                </th>
              )}
              {showGuest && (
                <td data-label="E-mail">
                  <a href={`mailto:${lead.email}`}>{lead.email}</a>
                </td>
              )}
              {showGuest && (
                <td data-label="Phone">
                  {lead.phone ? (
                    <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
                  ) : (
                    <span className="admin-table__sub">{lead.convertedQuote ? 'On the quote' : 'Not given'}</span>
                  )}
                </td>
              )}
              {showSource && <td data-label="Source">{leadSourceLabel(lead)}</td>}
              <td data-label="What they chose">
                <Chose lead={lead} />
              </td>
              {showGuest && <td data-label="When">{formatDateTime(lead.createdAt)}</td>}
              <td data-label="Converted">
                <ConvertedBadge converted={lead.convertedQuote !== null} />
                {lead.convertedQuote && (
                  <Link to={quoteDetailPath(lead.convertedQuote.id)} className="admin-table__sub admin-reference">
                    {lead.convertedQuote.reference}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
