import { useEffect, useState } from 'react';
import { isValidIsoDate, type IsoDate } from '#domain/shared/dates.ts';

// The back office's range of days (the booking list): two date boxes that apply as they are
// chosen. A range of months is month-range.tsx.

/**
 * A date filter that applies once a whole date is typed. While staff are part-way through (the
 * input is blank until then) their typing is kept; leaving it unfinished puts the date back.
 */
function DateFilter({ id, label, value, onChange }: { id: string; label: string; value: IsoDate; onChange: (date: IsoDate) => void }) {
  const [draft, setDraft] = useState(value);
  // Back/forward (or a shared link) changes the URL: the input follows it.
  useEffect(() => setDraft(value), [value]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (isValidIsoDate(event.target.value)) onChange(event.target.value);
        }}
        onBlur={() => {
          if (!isValidIsoDate(draft)) setDraft(value);
        }}
      />
    </div>
  );
}

/** A range of days as two date boxes, each applied once a whole date is typed (the range lives in the screen's URL). */
export function DateRangeFields({
  id,
  labels,
  from,
  to,
  onFrom,
  onTo,
}: {
  /** The boxes' ids are `${id}-from` and `${id}-to`. */
  id: string;
  labels: { from: string; to: string };
  from: IsoDate;
  to: IsoDate;
  onFrom: (date: IsoDate) => void;
  onTo: (date: IsoDate) => void;
}) {
  return (
    <>
      <DateFilter id={`${id}-from`} label={labels.from} value={from} onChange={onFrom} />
      <DateFilter id={`${id}-to`} label={labels.to} value={to} onChange={onTo} />
    </>
  );
}
