import { BUSINESS_TIME_ZONE, formatDate } from '#domain/shared/dates.ts';

// A moment as staff read it: the business date (MM/DD/YYYY in America/Chicago, formatDate) and
// the time of day there, whatever the staff's device says. Its own module, apart from dates.ts,
// so the guests' pages do not carry the formatter.

const timeOfDay = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const timeOfDayAndZone = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/**
 * '06/14/2026, 3:05 PM' (America/Chicago); 'TBD' for a missing or unreadable time. With `zone`,
 * '06/14/2026, 3:05 PM CDT': for a time a guest was also told (a reply promised, a reply sent),
 * whose words name the zone (formatInstant), so staff and guest read the same moment.
 */
export function formatDateTime(iso: string | undefined, { zone = false }: { zone?: boolean } = {}): string {
  const date = formatDate(iso);
  if (!iso || date === 'TBD') return 'TBD';
  return `${date}, ${(zone ? timeOfDayAndZone : timeOfDay).format(new Date(iso))}`;
}
