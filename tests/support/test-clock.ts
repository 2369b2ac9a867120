import { calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { TEST_CLOCK_HEADER } from '#infra/local/gateway.ts';

/**
 * A suite's fixed clock: noon in America/Chicago (18:00 UTC in winter, 17:00 in summer, both
 * noon-ish) of the day the suite started. Requests sent with `clockHeaders()` are handled as if
 * they arrived then, and `testToday()` is the same calendar day, so a run that crosses midnight
 * in Austin cannot see two different "today"s.
 */
const started = new Date();
export const testClock = new Date(`${calendarDateIn(started)}T18:00:00.000Z`);

export const testToday = (): IsoDate => calendarDateIn(testClock);

/** Headers that make the test stack's gateway handle a request at `clock` (infra/local/gateway.ts). */
export const clockHeaders = (clock: Date = testClock): Record<string, string> => ({ [TEST_CLOCK_HEADER]: clock.toISOString() });

/**
 * A clock `days` before the suite's: bookings made at it have holds that end days before anyone
 * else's, so a suite that runs the hold-release job up to its own bookings' holds releases only
 * its own, never the bookings other suites are looking at.
 */
export const clockDaysBefore = (days: number): Date => new Date(testClock.getTime() - days * 86_400_000);
