import { closeSync, openSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/dates.ts';

const ATTEMPTS = 500;

/**
 * A cruise date on `weekday` (0 Sunday ... 6 Saturday) in a random week between about six weeks
 * and three years ahead that no other test of this run has been given. The test files share one
 * local stack, and so its inventory, from parallel workers: a date is claimed by creating a file
 * named for it (exclusive create is atomic across processes), so two tests never book the same
 * boat on the same day. A random week alone collided often enough to fail a run (about 15 tests
 * pick Tuesdays out of 150 weeks).
 */
export function freshCruiseDate(weekday: number, today: IsoDate = calendarDateIn(new Date())): IsoDate {
  const claims = process.env['TEST_CRUISE_DATE_CLAIMS'];
  if (!claims) throw new Error('freshCruiseDate needs the test stack (tests/support/local-stack-setup.ts)');
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    let date = addDays(today, 7 * randomInt(6, 156));
    while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
    try {
      closeSync(openSync(join(claims, date), 'wx'));
      return date;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`No unclaimed date on weekday ${weekday} after ${ATTEMPTS} tries`);
}
