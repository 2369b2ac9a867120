import { holdsInventory } from '#domain/booking/booking.ts';
import {
  blackoutStartsInPast,
  bookingsOnBlockedDays,
  coveringBlackout,
  planBlackout,
  type BlackoutRange,
  type BlackoutReport,
} from '#domain/booking/blackouts.ts';
import type { Blackout } from '#domain/booking/inventory.ts';
import { calendarDateIn, formatDate, type IsoDate } from '#domain/shared/dates.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { inventoryRepository } from '../../adapters/dynamodb/inventory-repository.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { bookingSummary } from './booking-view.ts';

// A staff blackout of a range of days (domain/booking/blackouts.ts): each day closed once, the days
// already closed left as they were, and the bookings on the closed days reported, never cancelled.

/** Conditional writes sent at once: a 92-day range is ten rounds, not 92 requests in flight. */
const WRITES_AT_ONCE = 10;

export async function closeDays(config: Config, range: BlackoutRange, by: string, now: Date): Promise<Outcome<BlackoutReport, 'BLACKOUT_IN_PAST'>> {
  const today = calendarDateIn(now);
  if (blackoutStartsInPast(range, today)) {
    return refused('BLACKOUT_IN_PAST', `${formatDate(range.from)} has passed: a blackout starts today (${formatDate(today)}) or later.`, {
      fields: { from: `Choose ${formatDate(today)} or a later day.` },
      details: { today },
    });
  }
  const inventory = inventoryRepository(config);
  const plan = planBlackout(range, (await inventory.between(range.from, range.to)).blackouts);

  const blocked: IsoDate[] = [];
  const lost: IsoDate[] = [];
  const at = now.toISOString();
  for (let i = 0; i < plan.toWrite.length; i += WRITES_AT_ONCE) {
    const round = plan.toWrite.slice(i, i + WRITES_AT_ONCE);
    const written = await Promise.all(round.map((blackout) => inventory.addBlackout(blackout, by, at)));
    round.forEach((blackout, j) => {
      (written[j] ? blocked : lost).push(blackout.date);
    });
  }

  // Read after writing: a booking that took a slot before the day closed shows here, and a day a
  // colleague closed between the plan and the write is named with the colleague's blackout.
  const [after, bookings] = await Promise.all([inventory.between(range.from, range.to), bookingsRepository(config).listBetween(range.from, range.to)]);
  const alreadyBlocked: Blackout[] = [...plan.alreadyBlocked];
  for (const date of lost) alreadyBlocked.push(coveringBlackout(after.blackouts, date, range.boatId) ?? { date, boatId: range.boatId, reason: range.reason });
  alreadyBlocked.sort((a, b) => a.date.localeCompare(b.date));

  const live = bookings.filter((b) => holdsInventory(b.status));
  return done({
    ...range,
    blocked: blocked.sort(),
    alreadyBlocked,
    bookingsStanding: bookingsOnBlockedDays(live, range).map(bookingSummary),
  });
}
