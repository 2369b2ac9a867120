import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DAY_TYPE_LABELS, DAY_TYPES, type DayType } from '#domain/shared/dates.ts';

/**
 * Tabs for the four day types (ARIA tabs pattern: arrow keys, Home and End move between tabs;
 * only the selected tab is in the tab order).
 */
export function DayTypeTabs({ label, initial = 'SATURDAY', children }: { label: string; initial?: DayType; children: (dayType: DayType) => ReactNode }) {
  const [selected, setSelected] = useState<DayType>(initial);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = DAY_TYPES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(DAY_TYPES[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <div className="day-tabs">
      <div role="tablist" aria-label={label} className="day-tabs__list">
        {DAY_TYPES.map((dayType, index) => (
          <button
            key={dayType}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${dayType}`}
            aria-selected={selected === dayType}
            aria-controls={`${baseId}-panel`}
            tabIndex={selected === dayType ? 0 : -1}
            className="day-tabs__tab"
            onClick={() => setSelected(dayType)}
            onKeyDown={(event) => move(event, index)}
          >
            {DAY_TYPE_LABELS[dayType]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} className="day-tabs__panel" tabIndex={0}>
        {children(selected)}
      </div>
    </div>
  );
}
