import { DISCO_WEEKDAYS } from '#domain/pricing/disco.ts';
import { WEEKDAY_NAMES } from '#domain/shared/dates.ts';
import { GRATUITY_PERCENT, TAX_RATE_BASIS_POINTS } from '#domain/pricing/rates.ts';

/** Rates and days as copy writes them, derived once from domain/ for every page. */
export const TAX_PERCENT_LABEL = `${TAX_RATE_BASIS_POINTS / 100}%`;
export const GRATUITY_PERCENT_LABEL = `${GRATUITY_PERCENT}%`;

const discoDayNames = DISCO_WEEKDAYS.map((d) => WEEKDAY_NAMES[d] ?? '');
/** 'Friday and Saturday' */
export const DISCO_DAYS = discoDayNames.join(' and ');
/** 'Fridays and Saturdays' */
export const DISCO_DAYS_PLURAL = discoDayNames.map((d) => `${d}s`).join(' and ');
/** 'Friday or Saturday' */
export const DISCO_DAYS_OR = discoDayNames.join(' or ');
/** 'Fri & Sat' */
export const DISCO_DAYS_SHORT = discoDayNames.map((d) => d.slice(0, 3)).join(' & ');
