import { randomInt } from 'node:crypto';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/dates.ts';

/**
 * A cruise date on `weekday` (0 Sunday ... 6 Saturday) in a random week between about six weeks
 * and three years ahead. The test suites share one local stack, so its inventory too: a random
 * week keeps two tests from booking the same boat on the same day.
 */
export function freshCruiseDate(weekday: number, today: IsoDate = calendarDateIn(new Date())): IsoDate {
  let date = addDays(today, 7 * randomInt(6, 156));
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}
