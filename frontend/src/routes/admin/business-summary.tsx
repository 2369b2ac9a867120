import '../../lib/zod-without-eval.ts';
import { Download } from 'lucide-react';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BusinessSummary } from '#domain/commerce/business-summary.ts';
import { toCsv } from '#domain/shared/csv.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { Spinner } from '../../components/spinner.tsx';
import { downloadFile } from '../../admin/kit/download-file.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { MonthRangeFilter, MonthRangeProblem, useMonthRange } from '../../admin/kit/month-range.tsx';
import { useBusinessSummary } from '../../features/back-office/commerce/business-summary-api.ts';
import { usePartners } from '../../features/back-office/commerce/partners-api.ts';
import { businessSummaryCsvRows } from '../../features/back-office/commerce/business-summary-csv.ts';
import { summaryBoat, summaryEventType, summaryLeadSource, summaryQuoteSource } from '../../features/back-office/commerce/business-summary-labels.ts';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';

/**
 * /admin/business-summary: the numbers an owner reads on Monday for any range of months, each
 * chart captioned and followed by its table (the chart's text alternative), and a CSV of it all.
 * Lazy-loaded with the back office, so the charting library never reaches a public page.
 */

const SUN = '#b45309';
const LAKE = '#1d4ed8';
const dollars = (cents: number) => Math.round(cents / 100);
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** A chart drawn for the eye (hidden from assistive technology) and the table that says the same. */
function Chart({ caption, chart, table }: { caption: string; chart: ReactElement; table: ReactNode }) {
  const id = useId();
  return (
    <figure className="admin-panel admin-chart" aria-labelledby={id}>
      <figcaption id={id} className="admin-subheading">
        {caption}
      </figcaption>
      <div aria-hidden="true" style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer width="100%" height="100%">
          {chart}
        </ResponsiveContainer>
      </div>
      <div className="admin-table-wrap">{table}</div>
    </figure>
  );
}

function SimpleTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={head.length}>None in this period.</td>
          </tr>
        ) : (
          rows.map(([first, ...rest]) => (
            <tr key={String(first)}>
              <th scope="row">{first}</th>
              {rest.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                <td key={index} data-label={head[index + 1]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

function countChart(data: { label: string; count: number }[], name: string) {
  return (
    <BarChart data={data} accessibilityLayer={false}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="label" />
      <YAxis allowDecimals={false} />
      <Tooltip />
      <Bar dataKey="count" name={name} fill={LAKE} isAnimationActive={false} />
    </BarChart>
  );
}

function Summary({ summary, partnerName }: { summary: BusinessSummary; partnerName: (id: string) => string }) {
  const months = summary.months.map((month) => ({ ...month, booked: dollars(month.revenueBooked), paid: dollars(month.collected) }));
  const byType = summary.bookingsByEventType.map(({ key, count }) => ({ label: summaryEventType(key), count }));
  const byBoat = summary.bookingsByBoat.map(({ key, count }) => ({ label: summaryBoat(key), count }));
  const occupancy = summary.occupancy.map((figure) => ({ label: DAY_TYPE_LABELS[figure.dayType], rate: Math.round(figure.rate * 1000) / 10, figure }));
  const funnel = [
    { label: 'Page views', count: summary.totals.pageViews },
    { label: 'Quotes', count: summary.totals.quotes },
    { label: 'Bookings', count: summary.totals.bookings },
  ];
  const { totals, yearBefore } = summary;
  return (
    <>
      <dl className="admin-figures" aria-label="Totals for the period">
        <div>
          <dt>Revenue booked</dt>
          <dd>{formatMoney(totals.revenueBooked)}</dd>
        </div>
        <div>
          <dt>Collected, net of refunds</dt>
          <dd>{formatMoney(totals.collected)}</dd>
        </div>
        <div>
          <dt>Bookings</dt>
          <dd>{totals.bookings}</dd>
        </div>
        <div>
          <dt>Cancellations</dt>
          <dd>{totals.cancellations}</dd>
        </div>
        {yearBefore && (
          <div className="admin-figures__compare">
            <dt>
              A year before ({yearBefore.from} to {yearBefore.to})
            </dt>
            <dd>
              {formatMoney(yearBefore.totals.revenueBooked)} booked, {yearBefore.totals.bookings} bookings
            </dd>
          </div>
        )}
      </dl>
      <Chart
        caption="Revenue booked and collected by month (dollars)"
        chart={
          <BarChart data={months} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis />
            <Tooltip />
            <Legend />
            <Bar dataKey="booked" name="Booked" fill={LAKE} isAnimationActive={false} />
            <Bar dataKey="paid" name="Collected" fill={SUN} isAnimationActive={false} />
          </BarChart>
        }
        table={
          <SimpleTable
            caption="Revenue by month"
            head={['Month', 'Booked', 'Collected']}
            rows={summary.months.map((month) => [month.month, formatMoney(month.revenueBooked), formatMoney(month.collected)])}
          />
        }
      />
      <Chart
        caption="Bookings by event type"
        chart={countChart(byType, 'Bookings')}
        table={<SimpleTable caption="Bookings by event type" head={['Event type', 'Bookings']} rows={byType.map((row) => [row.label, row.count])} />}
      />
      <Chart
        caption="Bookings by boat"
        chart={countChart(byBoat, 'Bookings')}
        table={<SimpleTable caption="Bookings by boat" head={['Boat', 'Bookings']} rows={byBoat.map((row) => [row.label, row.count])} />}
      />
      <Chart
        caption="Occupancy by day type: booked private boat-hours over the hours the schedule offers"
        chart={
          <BarChart data={occupancy} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis unit="%" />
            <Tooltip />
            <Bar dataKey="rate" name="Occupancy (%)" fill={SUN} isAnimationActive={false} />
          </BarChart>
        }
        table={
          <SimpleTable
            caption="Occupancy by day type"
            head={['Day type', 'Booked hours', 'Sellable hours', 'Occupancy']}
            rows={occupancy.map(({ label, figure }) => [
              label,
              (figure.bookedMinutes / 60).toFixed(1),
              (figure.sellableMinutes / 60).toFixed(1),
              percent(figure.rate),
            ])}
          />
        }
      />
      <Chart
        caption="The funnel: page views, quotes, bookings"
        chart={countChart(funnel, 'Count')}
        table={<SimpleTable caption="The funnel" head={['Step', 'Count']} rows={funnel.map((row) => [row.label, row.count])} />}
      />
      <section className="admin-panel" aria-label="Lead sources and partners">
        <h2 className="admin-subheading">Lead sources and partners</h2>
        <div className="admin-table-wrap">
          <SimpleTable
            caption="Quotes by source"
            head={['Quote source', 'Quotes']}
            rows={summary.quotesBySource.map(({ key, count }) => [summaryQuoteSource(key), count])}
          />
        </div>
        <div className="admin-table-wrap">
          <SimpleTable
            caption="Leads by source"
            head={['Lead source', 'Leads']}
            rows={summary.leadsBySource.map(({ key, count }) => [summaryLeadSource(key), count])}
          />
        </div>
        <div className="admin-table-wrap">
          <SimpleTable
            caption="Partners"
            head={['Partner', 'Quotes', 'Bookings']}
            rows={[...new Set([...summary.quotesByPartner, ...summary.bookingsByPartner].map((entry) => entry.key))].map((id) => [
              partnerName(id),
              summary.quotesByPartner.find((entry) => entry.key === id)?.count ?? 0,
              summary.bookingsByPartner.find((entry) => entry.key === id)?.count ?? 0,
            ])}
          />
        </div>
      </section>
    </>
  );
}

export default function BusinessSummaryPage() {
  usePrivatePageHead('Business summary | Back office');
  // From January of this year.
  const range = useMonthRange((thisMonth) => `${thisMonth.slice(0, 4)}-01`);
  const { from, to, rangeOk } = range;
  const summary = useBusinessSummary(from, to, rangeOk);
  const partners = usePartners();
  const partnerName = (partnerId: string) => partners.data?.partners.find((partner) => partner.id === partnerId)?.name ?? 'A partner no longer listed';

  const download = () => {
    if (!summary.data) return;
    downloadFile(toCsv(businessSummaryCsvRows(summary.data, partnerName)), 'text/csv;charset=utf-8', `business-summary-${from}-to-${to}.csv`);
  };

  let body: ReactNode;
  if (!rangeOk) body = <MonthRangeProblem />;
  else if (summary.isPending) body = <Spinner label="Loading the summary..." />;
  else if (summary.isError) body = <LoadError what="the summary" error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />;
  else body = <Summary summary={summary.data} partnerName={partnerName} />;

  return (
    <div className="admin-page admin-page--wide">
      <header className="admin-page__header">
        <h1>Business summary</h1>
        <button type="button" className="button" onClick={download} disabled={!summary.data || !rangeOk}>
          <Download size={18} aria-hidden="true" /> Download CSV
        </button>
      </header>
      <p className="admin-page__lead">
        Revenue, bookings, occupancy and where guests come from, for any months. Figures follow each quote, booking and payment within moments.
      </p>
      <MonthRangeFilter range={range} className="admin-filters admin-filters--months" />
      {body}
    </div>
  );
}
