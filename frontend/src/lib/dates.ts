import { formatDate, weekdayName, type IsoDate } from '#domain/shared/dates.ts';

// Dates as the guest-facing pages write them. The figures come from domain/shared/dates.ts; these only
// choose the words.

// The written date is the domain's, as e-mails write it too.
export { formatWrittenDate, MONTH_NAMES } from '#domain/shared/dates.ts';

/** 'Saturday, 06/14/2025': the quote page and the booking step. */
export function formatLongDate(date: IsoDate): string {
  return `${weekdayName(date)}, ${formatDate(date)}`;
}
