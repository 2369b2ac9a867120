import { formatDate, weekdayName, type IsoDate } from '#domain/dates.ts';

// Dates as the guest-facing pages write them. The figures come from domain/dates.ts; these only
// choose the words.

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'Saturday, 06/14/2025': the quote page and the booking step. */
export function formatLongDate(date: IsoDate): string {
  return `${weekdayName(date)}, ${formatDate(date)}`;
}

/** 'Saturday, June 14, 2025': the quote chat and its price summary. */
export function formatWrittenDate(date: IsoDate): string {
  return `${weekdayName(date)}, ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${Number(date.slice(0, 4))}`;
}
