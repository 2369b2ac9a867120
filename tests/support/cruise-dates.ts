import { closeSync, openSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';

const ATTEMPTS = 500;

/**
 * A cruise date on `weekday` (0 Sunday ... 6 Saturday) in a random week between about six weeks
 * and three years ahead (or `fromDays`..`toDays`) that no other test of this run has been given. The test files share one
 * local stack, and so its inventory, from parallel workers: a date is claimed by creating a file
 * named for it (exclusive create is atomic across processes), so two tests never book the same
 * boat on the same day. A random week alone collided often enough to fail a run (about 15 tests
 * pick Tuesdays out of 150 weeks).
 */
export function freshCruiseDate(weekday: number, options: { today?: IsoDate; fromDays?: number; toDays?: number } = {}): IsoDate {
  const today = options.today ?? calendarDateIn(new Date());
  const fromWeek = Math.ceil((options.fromDays ?? 42) / 7);
  const toWeek = Math.max(fromWeek, Math.floor((options.toDays ?? 7 * 156) / 7));
  const onWeekday = (week: number) => {
    let date = addDays(today, 7 * week);
    while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
    return date;
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const date = onWeekday(randomInt(fromWeek, toWeek + 1));
    if (claimCruiseDate(date)) return date;
  }
  // Nearly every week taken: random tries can miss the last free ones (a run failed so), so look
  // at each week in turn before saying there is none.
  for (let week = fromWeek; week <= toWeek; week += 1) {
    const date = onWeekday(week);
    if (claimCruiseDate(date)) return date;
  }
  throw new Error(`No unclaimed date on weekday ${weekday} in weeks ${fromWeek} to ${toWeek}`);
}

/** Claims one given date for this test; false when another test of the run holds it already. */
export function claimCruiseDate(date: IsoDate): boolean {
  const claims = process.env['TEST_CRUISE_DATE_CLAIMS'];
  if (!claims) throw new Error('Claiming a cruise date needs the test stack (tests/support/local-stack-setup.ts)');
  try {
    closeSync(openSync(join(claims, date), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  }
}
