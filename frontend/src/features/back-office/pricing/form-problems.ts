import type * as z from '#domain/shared/zod.ts';
import type { SummaryProblem } from '../../../admin/kit/error-summary.tsx';

// The commerce forms' problems: each field's first message, from the browser's zod check or the
// API's `fields`, in the form's order, as the error summary lists them.

export type FieldErrors = Record<string, string>;

export function fieldErrorsFromZod(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** The API's `fields` keyed by their first segment ('cruiseKinds.0' -> 'cruiseKinds'). */
export function fieldErrorsFromApi(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) errors[path.split('.')[0] ?? path] ??= message;
  return errors;
}

export function summaryProblems(errors: FieldErrors, order: readonly string[], idFor: (field: string) => string): SummaryProblem[] {
  const known = order.filter((field) => errors[field]).map((field) => ({ target: idFor(field), message: errors[field]! }));
  const other = Object.entries(errors)
    .filter(([field]) => !order.includes(field))
    .map(([, message]) => ({ message }));
  return [...known, ...other];
}
