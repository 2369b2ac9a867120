import { FilePlus2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONVERSION_PERIOD_DAYS, UPCOMING_CRUISE_DAYS, type AdminSummaryResponse } from '#domain/people/back-office.ts';
import { addDays, formatDate, weekdayName } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useAdminSummary } from '../../features/back-office/shared/api.ts';
import { bookingListPath } from '../../features/back-office/booking/booking-list-filters.ts';
import { bookingPath } from '../../features/back-office/booking/booking-format.ts';
import { BookingTable } from '../../features/back-office/booking/booking-table.tsx';
import { formatDateTime, plural } from '../../features/back-office/shared/format.ts';
import { LeadTable } from '../../features/back-office/people/lead-table.tsx';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { MoneyTable } from '../../admin/kit/money-table.tsx';
import { QuoteTable } from '../../features/back-office/booking/quote-table.tsx';
import { SignInAlerts } from '../../features/back-office/people/sign-in-alerts.tsx';

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

/** '40%'; a dash when there were no quotes to convert. */
function conversionRate({ quotes, booked }: AdminSummaryResponse['conversion']): string {
  return quotes === 0 ? '—' : `${Math.round((booked / quotes) * 100)}%`;
}

/** The booking list of every pending deposit: they may be for cruises months away. */
function pendingDepositsPath(data: AdminSummaryResponse): string {
  const last = data.pendingDeposits.reduce((latest, booking) => (booking.slot.date > latest ? booking.slot.date : latest), data.today);
  return bookingListPath({ from: data.today, to: last, status: 'pending_deposit' }, data.today);
}

/** Money taken, balances falling due and failed charges (decision 020). */
function Money({ data }: { data: AdminSummaryResponse }) {
  const { moneyTaken, balancesDue, failedCharges, returnedPayments } = data;
  const taken = (figure: AdminSummaryResponse['moneyTaken']['thisWeek']) => `${formatMoney(figure.charges)} taken, ${formatMoney(figure.refunds)} refunded`;
  return (
    <>
      <ul className="admin-stats">
        <li className="admin-stat admin-stat--figure">
          <span className="admin-stat__label">Money taken this week</span>
          <span className="admin-stat__value">{formatMoney(moneyTaken.thisWeek.net)}</span>
          <span className="admin-stat__detail">{taken(moneyTaken.thisWeek)}</span>
        </li>
        <li className="admin-stat admin-stat--figure">
          <span className="admin-stat__label">Money taken this month</span>
          <span className="admin-stat__value">{formatMoney(moneyTaken.thisMonth.net)}</span>
          <span className="admin-stat__detail">{taken(moneyTaken.thisMonth)}</span>
        </li>
      </ul>
      <p className="admin-hint">Card payments, and payments staff recorded, less refunds, by the day each was entered (Austin time).</p>
      <h3 className="admin-subheading">Balances due by {formatDate(balancesDue.to)}</h3>
      <MoneyTable
        caption={`Confirmed bookings with a balance due by ${formatDate(balancesDue.to)}, the earliest first`}
        empty={`No balances fall due by ${formatDate(balancesDue.to)}.`}
        rows={balancesDue.bookings}
        rowKey={(due) => due.booking.id}
        columns={[
          { label: 'Booking', cell: (due) => <Link to={bookingPath(due.booking.id)}>{due.booking.reference}</Link> },
          { label: 'Lead guest', cell: (due) => due.booking.leadGuest.name },
          { label: 'Cruise', cell: (due) => formatDate(due.booking.slot.date) },
          { label: 'Due', cell: (due) => (due.overdue ? <strong>Overdue since {formatDate(due.dueOn)}</strong> : formatDate(due.dueOn)) },
          { label: 'Balance', amount: (due) => due.amount },
        ]}
      />
      <h3 className="admin-subheading">Failed charges</h3>
      <MoneyTable
        caption="Bookings whose last card payment failed, the latest first"
        empty="No failed charges."
        rows={failedCharges}
        rowKey={(failed) => failed.booking.id}
        columns={[
          { label: 'Booking', cell: (failed) => <Link to={bookingPath(failed.booking.id)}>{failed.booking.reference}</Link> },
          { label: 'Lead guest', cell: (failed) => failed.booking.leadGuest.name },
          { label: 'Failed', cell: (failed) => <time dateTime={failed.at}>{formatDateTime(failed.at)}</time> },
          { label: 'Why', className: 'admin-table__message', cell: (failed) => failed.message },
        ]}
      />
      <h3 className="admin-subheading">Payments refunded at once</h3>
      <MoneyTable
        caption="Card payments a booking had no room for, refunded at once this month, the latest first"
        empty="No payments needed refunding this month."
        rows={returnedPayments}
        rowKey={(returned) => `${returned.booking.id}-${returned.at}`}
        columns={[
          { label: 'Booking', cell: (returned) => <Link to={bookingPath(returned.booking.id)}>{returned.booking.reference}</Link> },
          { label: 'Lead guest', cell: (returned) => returned.booking.leadGuest.name },
          { label: 'Amount', amount: (returned) => returned.amount },
          { label: 'Refunded', cell: (returned) => <time dateTime={returned.at}>{formatDateTime(returned.at)}</time> },
          { label: 'Why', className: 'admin-table__message', cell: (returned) => returned.reason },
        ]}
      />
    </>
  );
}

function Cruises({ data }: { data: AdminSummaryResponse }) {
  const tomorrow = addDays(data.today, 1);
  return (
    <>
      <h3 className="admin-subheading">Today</h3>
      {data.cruises.today.length ? (
        <BookingTable bookings={data.cruises.today} caption={`Cruises today, ${weekdayName(data.today)} ${formatDate(data.today)}`} />
      ) : (
        <p className="admin-empty">No cruises today.</p>
      )}
      <h3 className="admin-subheading">The next {plural(UPCOMING_CRUISE_DAYS, 'day')}</h3>
      {data.cruises.upcoming.length ? (
        <BookingTable bookings={data.cruises.upcoming} caption={`Cruises from ${formatDate(tomorrow)} to ${formatDate(data.cruises.to)}, by date`} />
      ) : (
        <p className="admin-empty">
          No cruises from {formatDate(tomorrow)} to {formatDate(data.cruises.to)}.
        </p>
      )}
    </>
  );
}

/**
 * /dashboard and /admin: the day at a glance. Every figure links to the list behind it: quotes,
 * leads and revenue quoted, today's and the coming week's cruises, the bookings waiting for a
 * deposit, and quote-to-booking conversion over the last CONVERSION_PERIOD_DAYS days. Accounts
 * under attack, if any, come first.
 */
export default function DashboardPage() {
  const summary = useAdminSummary();

  let content: ReactNode;
  if (summary.isPending) content = <Spinner label="Loading the dashboard..." />;
  else if (summary.isError)
    content = <LoadError what="the dashboard" error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />;
  else {
    const data = summary.data;
    const week = `since ${weekdayName(data.weekStart)} ${formatDate(data.weekStart)}`;
    const month = `since ${formatDate(data.monthStart)}`;
    content = (
      <>
        <p className="admin-page__lead">
          {weekdayName(data.today)}, {formatDate(data.today)}. Weeks run Monday to Sunday; days are Austin time.
        </p>
        <SignInAlerts alerts={data.signInAlerts} />
        <section aria-labelledby="dashboard-glance" className="admin-section">
          <h2 id="dashboard-glance">At a glance</h2>
          <ul className="admin-stats">
            <Figure label="New quotes today" value={String(data.newQuotes.today)} detail="Issued today" to={`/quotes?from=${data.today}&to=${data.today}`} />
            <Figure label="New quotes this week" value={String(data.newQuotes.thisWeek)} detail={week} to={`/quotes?from=${data.weekStart}`} />
            <Figure
              label="New leads today"
              value={String(data.leads.today)}
              detail={`${plural(data.leads.thisWeek, 'lead')} this week`}
              to="/partial-leads?source=all"
            />
            <Figure
              label="Revenue quoted this week"
              value={formatMoney(data.revenueQuoted.thisWeek)}
              detail={`Quote totals ${week}`}
              to={`/quotes?from=${data.weekStart}&sort=total`}
            />
            <Figure
              label="Revenue quoted this month"
              value={formatMoney(data.revenueQuoted.thisMonth)}
              detail={`Quote totals ${month}`}
              to={`/quotes?from=${data.monthStart}&sort=total`}
            />
            <Figure
              label="Cruises today"
              value={String(data.cruises.today.length)}
              detail={`${plural(
                data.cruises.today.reduce((sum, booking) => sum + booking.groupSize, 0),
                'guest',
              )} booked`}
              to={bookingListPath({ from: data.today, to: data.today }, data.today)}
            />
            <Figure
              label={`Cruises in the next ${plural(UPCOMING_CRUISE_DAYS, 'day')}`}
              value={String(data.cruises.upcoming.length)}
              detail={`${formatDate(addDays(data.today, 1))} to ${formatDate(data.cruises.to)}`}
              to={bookingListPath({ from: addDays(data.today, 1), to: data.cruises.to }, data.today)}
            />
            <Figure
              label="Waiting for a deposit"
              value={String(data.pendingDeposits.length)}
              detail={data.pendingDeposits[0]?.holdExpiresAt ? `First hold ends ${formatDateTime(data.pendingDeposits[0].holdExpiresAt)}` : 'No holds running'}
              to={pendingDepositsPath(data)}
            />
            <Figure
              label="Quote-to-booking conversion"
              value={conversionRate(data.conversion)}
              detail={`${data.conversion.booked} of ${plural(data.conversion.quotes, 'quote')} since ${formatDate(data.conversion.since)} booked, ${data.conversion.confirmed} confirmed`}
              to={`/quotes?from=${data.conversion.since}`}
            />
          </ul>
          <p className="admin-hint">
            Revenue quoted adds up the totals of the quotes issued in the period, counting only the latest version of an amended quote.
          </p>
          <p className="admin-hint">
            Conversion looks at the quotes issued in the last {CONVERSION_PERIOD_DAYS} days, today included, each counted once as its latest version, and counts
            those with a booking that is pending its deposit or confirmed (of this or an earlier version). Cancelled and released bookings do not count.
          </p>
        </section>

        <section aria-labelledby="dashboard-money" className="admin-section">
          <h2 id="dashboard-money">Money</h2>
          <Money data={data} />
        </section>

        <section aria-labelledby="dashboard-cruises" className="admin-section">
          <div className="admin-section__head">
            <h2 id="dashboard-cruises">Cruises</h2>
            <Link to="/admin/bookings">All bookings</Link>
          </div>
          <Cruises data={data} />
        </section>

        <section aria-labelledby="dashboard-deposits" className="admin-section">
          <div className="admin-section__head">
            <h2 id="dashboard-deposits">Waiting for a deposit</h2>
            <Link to={pendingDepositsPath(data)}>All pending deposits</Link>
          </div>
          {data.pendingDeposits.length ? (
            <>
              <p className="admin-hint">Unpaid when its hold ends, a booking is released and its slot goes back on sale. The hold that ends first is first.</p>
              <BookingTable bookings={data.pendingDeposits} caption="Bookings waiting for a deposit, by the end of their hold" />
            </>
          ) : (
            <p className="admin-empty">No bookings are waiting for a deposit.</p>
          )}
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
