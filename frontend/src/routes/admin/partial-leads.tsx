import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { LeadSource } from '#domain/people/leads.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useAdminLeads } from '../../features/back-office/shared/api.ts';
import { plural } from '../../features/back-office/shared/format.ts';
import { LeadTable } from '../../features/back-office/people/lead-table.tsx';
import { LoadError } from '../../admin/kit/load-error.tsx';

const SOURCES = {
  'chat-partial': { label: 'Left the chat', caption: 'Guests who left the chat after giving an e-mail, newest first' },
  'contact-form': { label: 'Contact form', caption: 'Contact-form requests, newest first' },
  'agent-handover': { label: 'Chat agent hand-overs', caption: 'Guests the chat agent handed to a person, with their question, newest first' },
  all: { label: 'All leads', caption: 'All leads, newest first' },
} as const;
type SourceChoice = keyof typeof SOURCES;

function sourceFrom(search: URLSearchParams): SourceChoice {
  const value = search.get('source') ?? '';
  return value in SOURCES ? (value as SourceChoice) : 'chat-partial';
}

/**
 * /partial-leads: guests who left /chat after giving an e-mail (the chat saves them as a lead
 * the moment the address is given), and whether they came back for a quote. The other leads
 * (the contact form) are one choice away (?source=).
 */
export default function PartialLeadsPage() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const source = sourceFrom(search);
  const leads = useAdminLeads(source === 'all' ? undefined : (source as LeadSource));

  let results: ReactNode;
  if (leads.isPending) results = <Spinner label="Loading leads..." />;
  else if (leads.isError) results = <LoadError what="the leads" error={leads.error} onRetry={() => void leads.refetch()} retrying={leads.isFetching} />;
  else if (leads.data.leads.length === 0) {
    results = (
      <p className="admin-empty">
        {source === 'chat-partial' ? 'Nobody has left the chat after giving an e-mail. When someone does, they appear here.' : 'No leads yet.'}
      </p>
    );
  } else {
    results = <LeadTable leads={leads.data.leads} caption={SOURCES[source].caption} showSource={source === 'all'} />;
  }

  const converted = leads.data?.leads.filter((lead) => lead.convertedQuote).length ?? 0;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Partial leads</h1>
      </header>
      <p className="admin-page__lead">
        People who gave the chat their e-mail and left before saving a quote. “Converted” shows who came back and saved one (with a link to it); follow up the
        rest.
      </p>
      <form className="admin-filters" aria-label="Which leads" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-source`}>Show</label>
          <select
            id={`${id}-source`}
            value={source}
            onChange={(event) => setSearch(event.target.value === 'chat-partial' ? {} : { source: event.target.value })}
          >
            {Object.entries(SOURCES).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className="admin-results" role="status" aria-live="polite">
        {leads.data ? `${plural(leads.data.leads.length, 'lead')}, ${converted} converted` : ''}
      </p>
      {results}
    </div>
  );
}
