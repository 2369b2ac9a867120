import type { ReactNode } from 'react';

export interface PriceTableRow {
  key: string;
  heading: ReactNode;
  cells: readonly ReactNode[];
}

/** What a phone's reader is told the table holds past the screen's edge: its last two columns. */
export function sidewaysHint(columns: readonly string[]): string {
  return `Scroll the table sideways for ${columns.slice(-2).join(' and ')}.`;
}

/**
 * A captioned price table that scrolls sideways on narrow screens, saying so above it there (its
 * last columns are off the screen) while its row headings stay in view; the scroll region is
 * focusable and named by the caption so keyboard users can scroll it too.
 */
export function PriceTable({ id, caption, columns, rows }: { id: string; caption: string; columns: readonly string[]; rows: readonly PriceTableRow[] }) {
  const captionId = `${id}-caption`;
  const hintId = `${id}-hint`;
  return (
    <>
      <p className="table-scroll__hint" id={hintId}>
        {sidewaysHint(columns)}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={captionId} aria-describedby={hintId}>
        <table className="price-table">
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.heading}</th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index + 1] ?? index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
