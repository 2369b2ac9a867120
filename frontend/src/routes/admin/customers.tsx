import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import { customersCsvHref, useAdminCustomers } from '../../features/back-office/shared/api.ts';
import { customerPath, formatDateTime, plural } from '../../features/back-office/shared/format.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { SearchForm } from '../../admin/kit/search-form.tsx';

/**
 * /customers: one record per e-mail address, most recently active first, searchable by name,
 * e-mail or phone (the search is in the URL: ?q=), and downloaded as CSV as searched.
 */
export default function CustomersPage() {
  const [search, setSearch] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const customers = useAdminCustomers(q ? { q } : {});

  let results: ReactNode;
  if (customers.isPending) results = <Spinner label="Loading customers..." />;
  else if (customers.isError)
    results = <LoadError what="the customers" error={customers.error} onRetry={() => void customers.refetch()} retrying={customers.isFetching} />;
  else if (customers.data.customers.length === 0) {
    results = q ? (
      <div className="admin-empty">
        <p>No customer matches “{q}”.</p>
        <Link to="/customers">Show all customers</Link>
      </div>
    ) : (
      <p className="admin-empty">No customers yet. Everyone who leaves a lead or saves a quote becomes a customer here.</p>
    );
  } else {
    const { data } = customers;
    results = (
      <>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>Customers, most recently active first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                <th scope="col" className="admin-table__number">
                  Quotes
                </th>
                <th scope="col" className="admin-table__number">
                  Leads
                </th>
                <th scope="col">Last activity</th>
                <th scope="col">First seen</th>
              </tr>
            </thead>
            <tbody>
              {data.customers.map((customer) => (
                <tr key={customer.email}>
                  <th scope="row" data-label="Name">
                    {/* A record begun by a portal sign-in has no name until the guest gives one: the address stands in. */}
                    <Link to={customerPath(customer.email)} className="admin-table__key">
                      {customer.name || customer.email}
                    </Link>
                  </th>
                  <td data-label="E-mail" className="admin-table__email">
                    {customer.email}
                  </td>
                  <td data-label="Phone">{customer.phone ?? <span className="admin-table__sub">Not given</span>}</td>
                  <td data-label="Quotes" className="admin-table__number">
                    {customer.quoteCount}
                  </td>
                  <td data-label="Leads" className="admin-table__number">
                    {customer.leadCount}
                  </td>
                  <td data-label="Last activity">{formatDateTime(customer.lastActivityAt)}</td>
                  <td data-label="First seen">{formatDateTime(customer.firstSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data.matched > data.customers.length && (
          <p className="admin-hint">
            Showing the first {data.customers.length} of {data.matched}. Search to find the rest.
          </p>
        )}
      </>
    );
  }

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Customers</h1>
        {/* The file is the list as searched, every match: a plain download, sent with the session cookie. */}
        <a className="button" href={customersCsvHref(q)} download>
          <Download size={18} aria-hidden="true" /> Download CSV{q ? ' of these customers' : ''}
        </a>
      </header>
      <SearchForm label="Find customers" value={q} placeholder="Name, e-mail or phone" onSearch={(text) => setSearch(text ? { q: text } : {})} />
      <p className="admin-results" role="status" aria-live="polite">
        {customers.isPlaceholderData ? 'Searching...' : customers.data ? `${plural(customers.data.matched, 'customer')}${q ? ' found' : ''}` : ''}
      </p>
      {results}
    </div>
  );
}
