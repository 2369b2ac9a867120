import { useId, useState, type ReactNode } from 'react';
import { monthOf, monthSchema, type Month } from '#domain/commerce/partners.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';

// The back office's range of months (the business summary, the partners' commission report): it
// applies as it is chosen, and a screen says, instead of loading, when its first month is after
// its last. A range of days is date-range.tsx (kept apart so the booking list loads no zod).

/** A range of months starting from `startOf(this month)` (Austin's), to this month. */
export function useMonthRange(startOf: (thisMonth: Month) => Month = (thisMonth) => thisMonth) {
  const [thisMonth] = useState(() => monthOf(calendarDateIn(new Date())));
  const [from, setFrom] = useState<Month>(() => startOf(thisMonth));
  const [to, setTo] = useState<Month>(thisMonth);
  return { thisMonth, from, to, setFrom, setTo, rangeOk: from <= to };
}

/** The two month boxes (From, To) of a range from `useMonthRange`, in a search form with what else `children` adds. */
export function MonthRangeFilter({
  range,
  max,
  className = 'admin-filters',
  children,
}: {
  range: ReturnType<typeof useMonthRange>;
  /** The last month that may be chosen. */
  max?: Month;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const monthInput = (label: string, value: Month, onChange: (month: Month) => void) => {
    const inputId = `${id}-${label.toLowerCase()}`;
    return (
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type="month"
          value={value}
          max={max}
          onChange={(event) => monthSchema.safeParse(event.target.value).success && onChange(event.target.value)}
        />
      </div>
    );
  };
  return (
    <form role="search" aria-label="Choose the months" className={className} onSubmit={(event) => event.preventDefault()}>
      {monthInput('From', range.from, range.setFrom)}
      {monthInput('To', range.to, range.setTo)}
      {children}
    </form>
  );
}

/** The sentence a screen shows for a range whose first month is after its last. */
export function MonthRangeProblem() {
  return <p className="admin-empty">The first month must not be after the last.</p>;
}
