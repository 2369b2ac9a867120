import { GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from './content/labels.ts';

/** The one sentence every price total carries. */
export const TOTALS_NOTE = `Totals include ${TAX_PERCENT_LABEL} sales tax and the recommended ${GRATUITY_PERCENT_LABEL} gratuity.`;
