import type { AdminBooking } from '#domain/booking.ts';
import { formatMoney, type Cents } from '#domain/money.ts';
import { GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from '../../site/content/labels.ts';

function Row({ label, detail, amount, className }: { label: string; detail?: string | undefined; amount: Cents; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">
        {label}
        {detail && <span className="admin-price__detail">{detail}</span>}
      </th>
      <td>{formatMoney(amount)}</td>
    </tr>
  );
}

/** The price as booked: the engine's line items, then subtotal, tax, gratuity and total. */
export function BookingPriceTable({ booking }: { booking: Pick<AdminBooking, 'reference' | 'price'> }) {
  const { lineItems, subtotal, tax, gratuity, total } = booking.price.breakdown;
  return (
    <table className="admin-price">
      <caption>Price booked for {booking.reference}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {lineItems.map((item, index) => (
          <Row
            key={`${item.code}-${index}`}
            label={item.label}
            detail={item.quantity !== undefined && item.unitAmount !== undefined ? `${item.quantity} × ${formatMoney(item.unitAmount)}` : undefined}
            amount={item.amount}
          />
        ))}
      </tbody>
      <tfoot>
        <Row label="Subtotal" amount={subtotal} className="admin-price__sum" />
        <Row label={`Sales tax (${TAX_PERCENT_LABEL})`} amount={tax} className="admin-price__sum" />
        <Row label={`Crew gratuity (${GRATUITY_PERCENT_LABEL})`} amount={gratuity} className="admin-price__sum" />
        <Row label="Total" amount={total} className="admin-price__total" />
      </tfoot>
    </table>
  );
}
