import { useMemo, useState } from 'react';
import type { IsoDate } from '#domain/shared/dates.ts';
import { useAvailability } from '../../lib/availability.ts';
import { calendarClosures, monthAvailabilityRequest } from './availability.ts';
import { CalendarPicker } from './calendar-picker.tsx';
import { initialMonth, type Month } from './calendar.ts';
import type { CruiseKind } from '#domain/booking/inventory.ts';

/**
 * The date step's calendar with what can still be booked: the month on show is asked of the API
 * (private charters for the group, or one guest before the group is known; and the disco's
 * sailings once the guest chose the disco). Until the answer is in, or if it never comes, every
 * day from today on can be picked as before: booking checks the time again anyway, and a guest
 * is never stuck because a calendar could not load.
 */
export function DateStep(props: {
  today: IsoDate;
  value?: IsoDate | undefined;
  groupSize?: number | undefined;
  cruiseKind?: CruiseKind | undefined;
  onSelect: (date: IsoDate) => void;
}) {
  const { today, value, groupSize, cruiseKind, onSelect } = props;
  const [month, setMonth] = useState<Month>(() => initialMonth(today, value));
  const privateDays = useAvailability(monthAvailabilityRequest(month, 'private', groupSize));
  const discoDays = useAvailability(monthAvailabilityRequest(month, 'disco', groupSize), { enabled: cruiseKind === 'disco' });
  const closures = useMemo(() => calendarClosures(privateDays.data?.days, discoDays.data?.days), [privateDays.data, discoDays.data]);
  return (
    <CalendarPicker
      today={today}
      value={value}
      month={month}
      onMonthChange={setMonth}
      groupSize={groupSize}
      highlightDisco={cruiseKind === 'disco'}
      closures={closures}
      busy={privateDays.isPending || (cruiseKind === 'disco' && discoDays.isPending)}
      onSelect={onSelect}
    />
  );
}
