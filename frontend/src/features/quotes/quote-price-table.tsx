import { formatMoney } from '#domain/shared/money.ts';
import type { PublicQuote } from '#domain/booking/quotes.ts';
import { lineItemRows, totalRows, type PriceRow } from './quote-copy.ts';
// The back office shows this table too, outside the quote page that otherwise brings these styles.
import '../../styles/quote.css';

function Row({ row, className }: { row: PriceRow; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">
        {row.label}
        {row.detail && <span className="quote-lines__detail">{row.detail}</span>}
      </th>
      <td>{formatMoney(row.amount)}</td>
    </tr>
  );
}

/** The itemised price (of a quote, or of a booking: the price it was booked at): the engine's line items, then subtotal, tax, gratuity and total. */
export function QuotePriceTable({
  quote,
  caption = `Price for quote ${quote.reference}`,
}: {
  quote: Pick<PublicQuote, 'reference' | 'price'>;
  caption?: string;
}) {
  return (
    <table className="quote-lines">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {lineItemRows(quote).map((row) => (
          <Row key={row.key} row={row} />
        ))}
      </tbody>
      <tfoot>
        {totalRows(quote).map((row) => (
          <Row key={row.key} row={row} className={row.key === 'total' ? 'quote-lines__total' : 'quote-lines__sum'} />
        ))}
      </tfoot>
    </table>
  );
}
