import { FileText, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminTimelineEntry } from '#domain/back-office.ts';
import { formatDate } from '#domain/dates.ts';
import { formatMoney } from '#domain/money.ts';
import { formatDateTime, LEAD_SOURCE_LABELS, plural, QUOTE_SOURCE_LABELS, quoteDetailPath } from './format.ts';

function EntryText({ entry }: { entry: AdminTimelineEntry }) {
  if (entry.kind === 'quote') {
    return (
      <>
        <Link to={quoteDetailPath(entry.quoteId)}>Quote {entry.reference}</Link> ({QUOTE_SOURCE_LABELS[entry.source]}): {entry.packageName}, {plural(entry.groupSize, 'guest')} on{' '}
        {formatDate(entry.eventDate)}, {formatMoney(entry.totalPrice)}
      </>
    );
  }
  const details = [entry.eventType, entry.groupSize && `${entry.groupSize} guests`, entry.eventDate && formatDate(entry.eventDate)].filter(Boolean).join(', ');
  return (
    <>
      Lead ({LEAD_SOURCE_LABELS[entry.source]}){details ? `: ${details}` : ''}
    </>
  );
}

/** What a person did with us, newest first: each lead and quote (from the customer-timeline consumer). */
export function CustomerTimeline({ entries, emptyText = 'Nothing recorded yet.' }: { entries: readonly AdminTimelineEntry[]; emptyText?: string }) {
  if (entries.length === 0) return <p className="admin-empty">{emptyText}</p>;
  return (
    <ol className="admin-timeline">
      {entries.map((entry) => {
        const Icon = entry.kind === 'quote' ? FileText : UserPlus;
        return (
          <li key={entry.eventId} className="admin-timeline__entry">
            <Icon size={18} aria-hidden="true" className="admin-timeline__icon" />
            <div>
              <time className="admin-timeline__time" dateTime={entry.occurredAt}>
                {formatDateTime(entry.occurredAt)}
              </time>
              <p className="admin-timeline__text">
                <EntryText entry={entry} />
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
