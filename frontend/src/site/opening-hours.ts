import { WEEKDAYS, type OpeningHours } from '#domain/site/business.ts';

/** '09:00' -> '9:00 AM'. */
export function clockLabel(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const dayLabel = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/**
 * 'Every day, 9:00 AM to 10:00 PM' when every day has the same hours; otherwise runs of days with
 * the same hours, a day missing from the list being closed: 'Monday–Thursday 9:00 AM–10:00 PM;
 * Friday–Saturday 9:00 AM–11:00 PM; Sunday closed'. Staff set the hours on /settings.
 */
export function openingHoursText(hours: readonly OpeningHours[]): string {
  const week = WEEKDAYS.map((day) => {
    const open = hours.find((h) => h.day === day);
    return { day, text: open ? `${clockLabel(open.opens)}–${clockLabel(open.closes)}` : 'closed', open };
  });
  const first = week[0]!;
  if (first.open && week.every((entry) => entry.text === first.text)) {
    return `Every day, ${clockLabel(first.open.opens)} to ${clockLabel(first.open.closes)}`;
  }
  const runs: Array<{ from: string; to: string; text: string }> = [];
  for (const entry of week) {
    const last = runs.at(-1);
    if (last && last.text === entry.text) last.to = entry.day;
    else runs.push({ from: entry.day, to: entry.day, text: entry.text });
  }
  return runs.map((run) => `${dayLabel(run.from)}${run.to === run.from ? '' : `–${dayLabel(run.to)}`} ${run.text}`).join('; ');
}
