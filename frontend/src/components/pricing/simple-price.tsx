import type { Cents } from '#domain/shared/money.ts';
import { formatMoney } from '#domain/shared/money.ts';

/** The 'simple' pricing variant: a starting price with its unit and a note. */
export function SimplePrice({ label, amount, unit, note }: { label: string; amount: Cents; unit: string; note?: string }) {
  return (
    <p className="simple-price">
      <span className="simple-price__label">{label}</span> <span className="simple-price__amount">{formatMoney(amount)}</span>{' '}
      <span className="simple-price__unit">{unit}</span>
      {note && <span className="simple-price__note">{note}</span>}
    </p>
  );
}
