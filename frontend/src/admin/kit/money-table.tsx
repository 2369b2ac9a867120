import type { Key, ReactNode } from 'react';
import { formatMoney } from '#domain/shared/money.ts';

/**
 * A column of a money table: a header (also each cell's label where the table stacks on a narrow
 * screen) and either the cell drawn from the row or an amount in cents, shown as dollars and
 * right-aligned in tabular figures.
 */
export type MoneyColumn<Row> = {
  label: string;
  /** A class for the column's cells, such as 'admin-table__message' for free text. */
  className?: string;
} & (
  | { cell: (row: Row) => ReactNode; amount?: never }
  | { amount: (row: Row) => number /** Shown as money taken off: -$50.00. */; negative?: boolean; cell?: never }
);

/**
 * The back office's table of money (a booking's payments, refunds and adjustments; the
 * dashboard's balances due, failed charges and returned payments): a caption, a header row, one
 * row per record with its first column as the row's header, and a sentence instead when there is
 * nothing to list. `region` names a table that may scroll sideways, made a focusable region so a
 * keyboard can scroll it.
 */
export function MoneyTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  empty,
  region,
}: {
  caption: ReactNode;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  columns: readonly [MoneyColumn<Row>, ...MoneyColumn<Row>[]];
  empty: ReactNode;
  region?: string;
}) {
  if (rows.length === 0) return <p className="admin-empty">{empty}</p>;
  const [rowHeader, ...rest] = columns;
  const number = (column: MoneyColumn<Row>) => (column.amount ? 'admin-table__number' : undefined);
  const content = (column: MoneyColumn<Row>, row: Row): ReactNode =>
    column.amount ? `${column.negative ? '-' : ''}${formatMoney(column.amount(row))}` : column.cell(row);
  return (
    <div className="admin-table-wrap" {...(region ? { role: 'region', 'aria-label': region, tabIndex: 0 } : {})}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={number(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row" data-label={rowHeader.label} className={rowHeader.className ?? number(rowHeader)}>
                {content(rowHeader, row)}
              </th>
              {rest.map((column) => (
                <td key={column.label} data-label={column.label} className={column.className ?? number(column)}>
                  {content(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
