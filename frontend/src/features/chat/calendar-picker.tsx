import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DAY_TYPE_LABELS, WEEKDAY_NAMES, type IsoDate } from '#domain/shared/dates.ts';
import { DISCO_DAYS_PLURAL } from '../../site/content/labels.ts';
import {
  CLOSURE_REASONS,
  CLOSURES,
  calendarDay,
  monthGrid,
  monthLabel,
  monthOf,
  movedFocus,
  priceLegend,
  priceLevelSymbol,
  sameMonth,
  shiftMonth,
  tierForCalendar,
  type Month,
} from './calendar.ts';
import type { DayClosures } from './availability.ts';

export interface CalendarPickerProps {
  today: IsoDate;
  value?: IsoDate | undefined;
  /** The month on show; the parent keeps it, so it can fetch that month's availability. */
  month: Month;
  onMonthChange: (month: Month) => void;
  groupSize?: number | undefined;
  highlightDisco?: boolean;
  /** Days known to be sold out, closed or by phone only; a day not in it can be picked. */
  closures?: DayClosures | undefined;
  /** The month's availability is on its way. */
  busy?: boolean;
  onSelect: (date: IsoDate) => void;
}

/**
 * A month of days to pick the cruise date from. Each day says its day type and price level;
 * disco days are marked, and so are days that cannot be booked (with the reason in their name).
 * One day is in the tab order at a time: the arrow keys move by day and week, Home/End to the
 * week's ends, Page Up/Down by month, Enter or Space picks. A day that cannot be booked stays
 * reachable by the keyboard (aria-disabled, not disabled), so moving through the month never
 * jumps over days and the reason is heard; it just cannot be picked.
 */
export function CalendarPicker(props: CalendarPickerProps) {
  const { today, value, month, onMonthChange: setMonth, groupSize, closures, onSelect } = props;
  const id = useId();
  const start = value && value >= today ? value : today;
  const [focused, setFocused] = useState<IsoDate>(start);
  const gridRef = useRef<HTMLTableElement>(null);
  const tier = tierForCalendar(groupSize);
  const todayMonth = monthOf(today);
  const weeks = monthGrid(month);
  // The roving tab stop stays on a day of the month on show.
  const tabStop = sameMonth(monthOf(focused), month) ? focused : sameMonth(month, todayMonth) ? today : weeks.flat().find((d) => d !== null)!;

  // A day the keyboard moved to; focused once React has drawn the month it is in.
  const pendingFocus = useRef<IsoDate | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after React has drawn a new month or moved the focus
  useEffect(() => {
    const date = pendingFocus.current;
    if (date === null) return;
    pendingFocus.current = null;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
  }, [focused, month]);

  const focusDay = (date: IsoDate) => {
    pendingFocus.current = date;
    setFocused(date);
    setMonth(monthOf(date));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const date = (event.target as HTMLElement).dataset['date'];
    if (!date) return;
    const next = movedFocus(date, event.key, today);
    if (next === null) return;
    event.preventDefault();
    focusDay(next);
  };

  const showMonth = (by: number) => {
    const next = shiftMonth(month, by);
    setMonth(next);
    const first = monthGrid(next)
      .flat()
      .find((d) => d !== null)!;
    setFocused(sameMonth(next, todayMonth) ? today : first);
  };

  const legend = priceLegend(tier);
  const monthDays = weeks.flat().filter((date): date is IsoDate => date !== null && date >= today);
  const shownClosures = CLOSURE_REASONS.filter((reason) => monthDays.some((date) => closures?.get(date) === reason));
  return (
    <div className="chat-calendar">
      <div className="chat-calendar__head">
        <button type="button" className="chat-calendar__nav" onClick={() => showMonth(-1)} disabled={sameMonth(month, todayMonth)} aria-label="Previous month">
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <p className="chat-calendar__month" id={`${id}-month`} aria-live="polite">
          {monthLabel(month)}
        </p>
        <button type="button" className="chat-calendar__nav" onClick={() => showMonth(1)} aria-label="Next month">
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>
      <table className="chat-calendar__grid" ref={gridRef} aria-labelledby={`${id}-month`} aria-busy={props.busy ? true : undefined} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                <span aria-hidden="true">{name.slice(0, 2)}</span>
                <span className="visually-hidden">{name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a week is a row of the month's fixed grid
            <tr key={w}>
              {week.map((date, d) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is a position in the week's row
                if (date === null) return <td key={`blank-${d}`} />;
                const day = calendarDay(date, today, tier, closures?.get(date) ?? null);
                const selected = date === value;
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className="chat-calendar__day"
                      data-date={date}
                      data-level={day.level}
                      data-disco={day.disco && props.highlightDisco ? 'highlight' : day.disco ? 'true' : undefined}
                      data-closed={day.closure ?? undefined}
                      aria-label={day.label}
                      aria-pressed={selected}
                      aria-current={date === today ? 'date' : undefined}
                      aria-disabled={day.closure ? true : undefined}
                      tabIndex={date === tabStop ? 0 : -1}
                      disabled={day.past}
                      onClick={() => {
                        if (!day.closure) onSelect(date);
                      }}
                      onFocus={() => setFocused(date)}
                    >
                      <span className="chat-calendar__number">{day.day}</span>
                      <span className="chat-calendar__level" aria-hidden="true">
                        {day.closure ? CLOSURES[day.closure].mark : priceLevelSymbol(day.level)}
                      </span>
                      {day.disco && <span className="chat-calendar__disco" aria-hidden="true" />}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="chat-calendar__legend" aria-label="Calendar key">
        {legend.map(({ level, dayTypes }) => (
          <li key={level}>
            <span className="chat-calendar__legend-level">{priceLevelSymbol(level)}</span> {dayTypes.map((t) => DAY_TYPE_LABELS[t]).join(', ')}
          </li>
        ))}
        <li>
          <span className="chat-calendar__disco chat-calendar__disco--legend" aria-hidden="true" /> Disco cruise sails ({DISCO_DAYS_PLURAL})
        </li>
        {shownClosures.map((reason) => (
          <li key={reason}>
            <span className="chat-calendar__legend-level">{CLOSURES[reason].mark}</span> {CLOSURES[reason].legend}
          </li>
        ))}
      </ul>
    </div>
  );
}
