import type { OpeningHours } from '#domain/business.ts';

/** '09:00' -> '9:00 AM'. */
export function clockLabel(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'Every day, 9:00 AM to 10:00 PM' when the week is uniform, otherwise day by day. */
export function openingHoursText(hours: readonly OpeningHours[]): string {
  const first = hours[0];
  if (first && hours.every((h) => h.opens === first.opens && h.closes === first.closes)) {
    return `Every day, ${clockLabel(first.opens)} to ${clockLabel(first.closes)}`;
  }
  return hours.map((h) => `${h.day[0]!.toUpperCase()}${h.day.slice(1)} ${clockLabel(h.opens)}–${clockLabel(h.closes)}`).join('; ');
}
