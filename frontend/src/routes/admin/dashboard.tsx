import { FilePlus2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, weekdayName } from '#domain/dates.ts';
import { formatMoney } from '#domain/money.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useAdminSummary } from '../../features/back-office/api.ts';
import { plural } from '../../features/back-office/format.ts';
import { LeadTable } from '../../features/back-office/lead-table.tsx';
import { LoadError } from '../../features/back-office/load-error.tsx';
import { QuoteTable } from '../../features/back-office/quote-table.tsx';

function Figure({ label, value, detail, to }: { label: string; value: string; detail: string; to: string }) {
  return (
    <li className="admin-stat">
      <Link to={to} className="admin-stat__link">
        <span className="admin-stat__label">{label}</span>
        <span className="admin-stat__value">{value}</span>
        <span className="admin-stat__detail">{detail}</span>
      </Link>
    </li>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="admin-stat admin-stat--note">
      <span className="admin-stat__label">{title}</span>
      {children}
    </li>
  );
}

/**
 * /dashboard and /admin: the day at a glance. Every figure links to the list behind it. Bookings
 * do not exist yet, so cruises and quote-to-booking conversion say when they will appear instead
 * of showing numbers.
 */
export default function DashboardPage() {
  const summary = useAdminSummary();

  let content: ReactNode;
  if (summary.isPending) content = <Spinner label="Loading the dashboard..." />;
  else if (summary.isError) content = <LoadError what="the dashboard" error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />;
  else {
    const data = summary.data;
    const week = `since ${weekdayName(data.weekStart)} ${formatDate(data.weekStart)}`;
    const month = `since ${formatDate(data.monthStart)}`;
    content = (
      <>
        <p className="admin-page__lead">
          {weekdayName(data.today)}, {formatDate(data.today)}. Weeks run Monday to Sunday; days are Austin time.
        </p>
        <section aria-labelledby="dashboard-glance" className="admin-section">
          <h2 id="dashboard-glance">At a glance</h2>
          <ul className="admin-stats">
            <Figure label="New quotes today" value={String(data.newQuotes.today)} detail="Issued today" to={`/quotes?from=${data.today}&to=${data.today}`} />
            <Figure label="New quotes this week" value={String(data.newQuotes.thisWeek)} detail={week} to={`/quotes?from=${data.weekStart}`} />
            <Figure label="New leads today" value={String(data.leads.today)} detail={`${plural(data.leads.thisWeek, 'lead')} this week`} to="/partial-leads?source=all" />
            <Figure label="Revenue quoted this week" value={formatMoney(data.revenueQuoted.thisWeek)} detail={`Quote totals ${week}`} to={`/quotes?from=${data.weekStart}&sort=total`} />
            <Figure label="Revenue quoted this month" value={formatMoney(data.revenueQuoted.thisMonth)} detail={`Quote totals ${month}`} to={`/quotes?from=${data.monthStart}&sort=total`} />
            <Panel title="Cruises today and upcoming">
              <p className="admin-stat__detail">Cruises appear here once online booking is live.</p>
            </Panel>
            <Panel title="Quote-to-booking conversion">
              <p className="admin-stat__detail">
                Measured once online booking is live. So far this month: <Link to={`/quotes?from=${data.monthStart}`}>{plural(data.newQuotes.thisMonth, 'new quote')}</Link>.
              </p>
            </Panel>
          </ul>
          <p className="admin-hint">Revenue quoted adds up the totals of the quotes issued in the period, counting only the latest version of an amended quote.</p>
        </section>

        <section aria-labelledby="dashboard-quotes" className="admin-section">
          <div className="admin-section__head">
            <h2 id="dashboard-quotes">Latest quotes</h2>
            <Link to="/quotes">All quotes</Link>
          </div>
          {data.latestQuotes.length ? (
            <QuoteTable quotes={data.latestQuotes} caption="The five newest quotes" />
          ) : (
            <p className="admin-empty">No quotes yet. Quotes from the chat, the partner widget and the ones you build appear here.</p>
          )}
        </section>

        <section aria-labelledby="dashboard-leads" className="admin-section">
          <div className="admin-section__head">
            <h2 id="dashboard-leads">Latest leads</h2>
            <Link to="/partial-leads?source=all">All leads</Link>
          </div>
          {data.latestLeads.length ? (
            <LeadTable leads={data.latestLeads} caption="The five newest leads" showSource />
          ) : (
            <p className="admin-empty">No leads yet. Contact-form requests and guests who leave the chat after giving an e-mail appear here.</p>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Dashboard</h1>
        <Link to="/quotes/new" className="button button--primary">
          <FilePlus2 size={18} aria-hidden="true" /> New quote
        </Link>
      </header>
      {content}
    </div>
  );
}
