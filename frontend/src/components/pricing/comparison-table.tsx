import { Check, Minus } from 'lucide-react';

/** Spec entity "Comparison table": columns and rows of values. */
export interface ComparisonColumn {
  id: string;
  title: string;
  subtitle?: string;
  recommended?: boolean;
  badge?: string;
}

export type ComparisonValue = string | boolean;

export interface ComparisonRow {
  feature: string;
  values: readonly ComparisonValue[];
}

function Cell({ value }: { value: ComparisonValue }) {
  if (value === true) return <Check aria-label="Yes" size={18} className="compare__yes" />;
  if (value === false) return <Minus aria-label="No" size={18} className="compare__no" />;
  return <>{value}</>;
}

/**
 * A comparison as a real table on wide screens. Under 768 px the same markup is laid out as one
 * card per column (CSS), each value labelled by its feature, so nothing is lost on a phone.
 */
export function ComparisonTable({ caption, columns, rows }: { caption: string; columns: readonly ComparisonColumn[]; rows: readonly ComparisonRow[] }) {
  return (
    <div className="compare">
      <table className="compare__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.recommended ? 'compare__col--recommended' : undefined}>
                {column.badge && <span className="badge">{column.badge}</span>}
                <span className="compare__title">{column.title}</span>
                {column.subtitle && <span className="compare__subtitle">{column.subtitle}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {row.values.map((value, index) => (
                <td key={columns[index]?.id ?? index}>
                  <Cell value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="compare__cards">
        {columns.map((column, index) => (
          <div key={column.id} className={column.recommended ? 'compare__card compare__card--recommended' : 'compare__card'}>
            <h3 className="compare__card-title">
              {column.title}
              {column.badge && <span className="badge">{column.badge}</span>}
            </h3>
            {column.subtitle && <p className="compare__subtitle">{column.subtitle}</p>}
            <dl>
              {rows.map((row) => (
                <div key={row.feature} className="compare__card-row">
                  <dt>{row.feature}</dt>
                  <dd>
                    <Cell value={row.values[index] ?? ''} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </div>
  );
}
