import { adjustBookingSchema } from '#domain/payments/adjustment-schema.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type * as z from '#domain/shared/zod.ts';
import { centsFromDollars } from '../shared/money-input.ts';

// The discount-or-credit form's state apart from React (decision 037): the request the values
// make, checked with the API's own schema and against what the guest owes, as the API checks it.

export type AdjustmentRequest = z.output<typeof adjustBookingSchema>;

export interface AdjustmentFormValues {
  kind: '' | AdjustmentRequest['kind'];
  /** Dollars, as typed. */
  amount: string;
  reason: string;
}

export type AdjustmentField = keyof AdjustmentFormValues;
export type AdjustmentErrors = Partial<Record<AdjustmentField, string>>;

export function checkAdjustment(values: AdjustmentFormValues, owed: number): { request: AdjustmentRequest } | { errors: AdjustmentErrors } {
  const errors: AdjustmentErrors = {};
  const cents = centsFromDollars(values.amount);
  if (cents === null || cents === 0) errors.amount = values.amount.trim() ? 'Enter the amount in dollars and cents, like 50.00.' : 'Enter the amount.';
  else if (cents > owed) errors.amount = `At most ${formatMoney(owed)}, what the guest still owes. To give back money already paid, refund it as goodwill.`;
  const result = adjustBookingSchema.safeParse({ kind: values.kind || undefined, amount: cents ?? 0, reason: values.reason });
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0]) as AdjustmentField] ??= issue.message;
  return result.success && Object.keys(errors).length === 0 ? { request: result.data } : { errors };
}
