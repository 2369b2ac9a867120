import { FilePlus2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { QUOTE_SORT_LABELS, QUOTE_SORTS, type QuoteSort } from '#domain/people/back-office.ts';
import { EVENT_TYPES } from '#domain/booking/event-types.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useAdminQuotes } from '../../features/back-office/shared/api.ts';
import { plural } from '../../features/back-office/shared/format.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { useUrlFilters } from '../../admin/kit/use-url-filters.ts';
import { SearchForm } from '../../admin/kit/search-form.tsx';
import {
  filtersFromSearch,
  hasFilters,
  listParams,
  NO_FILTERS,
  searchFromFilters,
  type QuoteListFilters,
} from '../../features/back-office/booking/quote-list-filters.ts';
import { QuoteTable } from '../../features/back-office/booking/quote-table.tsx';

/**
 * /quotes: every saved quote, searchable (name, e-mail, phone, reference), filtered by status,
 * occasion and the day issued, and sorted. The search and filters live in the URL, so a list can
 * be shared and survives a reload; selects apply at once, the search box on Enter or Search.
 */
export default function QuotesPage() {
  const id = useId();
  const { filters, apply } = useUrlFilters(filtersFromSearch, searchFromFilters);
  const quotes = useAdminQuotes(listParams(filters));
  const filtered = hasFilters(filters);

  let results: ReactNode;
  if (quotes.isPending) results = <Spinner label="Loading quotes..." />;
  else if (quotes.isError) results = <LoadError what="the quotes" error={quotes.error} onRetry={() => void quotes.refetch()} retrying={quotes.isFetching} />;
  else if (quotes.data.quotes.length === 0) {
    results = filtered ? (
      <div className="admin-empty">
        <p>No quotes match these filters.</p>
        <Link to="/quotes">Clear the filters</Link>
      </div>
    ) : (
      <div className="admin-empty">
        <p>No quotes yet. Quotes from the chat, the partner widget and the ones you build appear here.</p>
        <Link to="/quotes/new">Build a quote</Link>
      </div>
    );
  } else {
    const { data } = quotes;
    results = (
      <>
        <QuoteTable quotes={data.quotes} caption={`Quotes, ${QUOTE_SORT_LABELS[filters.sort].toLowerCase()}`} />
        {data.matched > data.quotes.length && (
          <p className="admin-hint">
            Showing the first {data.quotes.length} of {data.matched}. Narrow the search to see the rest.
          </p>
        )}
        {!data.complete && <p className="admin-hint">Only the most recent quotes were searched. Add an issued-from date to search further back.</p>}
      </>
    );
  }

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Quotes</h1>
        <Link to="/quotes/new" className="button button--primary">
          <FilePlus2 size={18} aria-hidden="true" /> New quote
        </Link>
      </header>

      <SearchForm label="Find quotes" value={filters.q} placeholder="Name, e-mail, phone or reference" onSearch={(q) => apply({ q })}>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={filters.status} onChange={(event) => apply({ status: event.target.value as QuoteListFilters['status'] })}>
            <option value="">Any</option>
            <option value="active">Active</option>
            <option value="expired">Expired</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-eventType`}>Occasion</label>
          <select
            id={`${id}-eventType`}
            value={filters.eventType}
            onChange={(event) => apply({ eventType: event.target.value as QuoteListFilters['eventType'] })}
          >
            <option value="">Any</option>
            {EVENT_TYPES.map((type) => (
              <option key={type.key} value={type.key}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>Issued from</label>
          <input id={`${id}-from`} type="date" value={filters.from} onChange={(event) => apply({ from: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>Issued to</label>
          <input id={`${id}-to`} type="date" value={filters.to} onChange={(event) => apply({ to: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-sort`}>Sort</label>
          <select id={`${id}-sort`} value={filters.sort} onChange={(event) => apply({ sort: event.target.value as QuoteSort })}>
            {QUOTE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {QUOTE_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <button type="button" className="button button--small admin-filters__clear" onClick={() => apply({ ...NO_FILTERS, sort: filters.sort })}>
            Clear filters
          </button>
        )}
      </SearchForm>

      <p className="admin-results" role="status" aria-live="polite">
        {quotes.isPlaceholderData ? 'Searching...' : quotes.data ? `${plural(quotes.data.matched, 'quote')}${filtered ? ' found' : ''}` : ''}
      </p>
      {results}
    </div>
  );
}
