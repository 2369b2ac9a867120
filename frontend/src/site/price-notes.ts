import { GRATUITY_PERCENT, TAX_RATE_BASIS_POINTS } from '#domain/rates.ts';

export const TAX_PERCENT_LABEL = `${TAX_RATE_BASIS_POINTS / 100}%`;
export const GRATUITY_PERCENT_LABEL = `${GRATUITY_PERCENT}%`;

/** The one sentence every price total carries. */
export const TOTALS_NOTE = `Totals include ${TAX_PERCENT_LABEL} sales tax and the recommended ${GRATUITY_PERCENT_LABEL} gratuity.`;
