import { addDays, calendarDateIn, formatInstant, instantAt, weekdayName } from '../shared/dates.ts';
import type { BusinessFacts } from '../site/business.ts';

// When a person answers a guest the agent handed over (issue 30): within REPLY_WITHIN_HOURS of the
// hand-over while the office is open, else that long after it next opens. The clock is passed in.

export const REPLY_WITHIN_HOURS = 2;

/** The office's hours on a date, as instants, or null when it is closed that day. */
function openingOn(facts: BusinessFacts, date: string): { opens: Date; closes: Date } | null {
  const day = weekdayName(date).toLowerCase();
  const hours = facts.businessHours.find((entry) => entry.day === day);
  return hours ? { opens: instantAt(date, hours.opens), closes: instantAt(date, hours.closes) } : null;
}

/** The latest time a person will have replied by, and how the guest is told it. */
export function replyBy(facts: BusinessFacts, now: Date): { at: Date; text: string } {
  const within = REPLY_WITHIN_HOURS * 3_600_000;
  const today = calendarDateIn(now);
  for (let offset = 0; offset < 8; offset += 1) {
    const hours = openingOn(facts, addDays(today, offset));
    if (!hours || now >= hours.closes) continue;
    const from = now > hours.opens ? now : hours.opens;
    const at = new Date(Math.min(from.getTime() + within, hours.closes.getTime()));
    return { at, text: formatInstant(at) };
  }
  // An office with no hours at all in a week: say a day, honestly vaguer.
  const at = new Date(now.getTime() + 86_400_000);
  return { at, text: formatInstant(at) };
}
