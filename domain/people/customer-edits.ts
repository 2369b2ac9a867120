import * as z from '../shared/zod.ts';
import { emailSchema, phoneSchema } from '../booking/schemas.ts';
import { lineField } from '../shared/text.ts';
import type { Customer } from './customers.ts';
import type { CsvCell } from '../shared/csv.ts';

// Staff correct a customer's name, phone and e-mail (issue 29). A customer is keyed by their
// normalised e-mail address, and so are their quotes, leads, bookings and the e-mails sent to
// them. A new address therefore moves the record only: it keeps the old address in
// `formerEmails`, and everything filed under an old address is read with the record. Quotes and
// bookings already made keep the address they were made with (the guest's links, receipts and
// portal sign-in use it). An address that is another customer's is refused: staff merge the two
// records instead, which keeps both histories the same way.

/** An e-mail address as customers are keyed by it ('Jo@X.example' is 'jo@x.example'). */
export const customerKey = (email: string) => email.trim().toLowerCase();

/** PUT /api/admin/customers/{email}: the record as staff want it, over the version they read. */
export const customerEditSchema = z.object({
  name: lineField({ max: 100, required: true, requiredMessage: "Enter the customer's name.", tooLongMessage: 'Keep the name under 100 characters.' }),
  email: emailSchema,
  /** Empty: no phone on record. */
  phone: z.union([z.literal(''), phoneSchema]),
  version: z.number().check(z.int(), z.gte(0)),
});
export type CustomerEdit = z.output<typeof customerEditSchema>;
export type CustomerEditInput = z.input<typeof customerEditSchema>;

/** The record after the edit; a new address files the old one under `formerEmails` (once, and never the new one). */
export function editedCustomer(current: Customer, edit: Pick<CustomerEdit, 'name' | 'email' | 'phone'>): Customer {
  const { phone: _phone, formerEmails: _former, ...rest } = current;
  const moved = customerKey(edit.email) !== customerKey(current.email);
  const former = [...(current.formerEmails ?? []), ...(moved ? [customerKey(current.email)] : [])].filter(
    (address, i, all) => address !== customerKey(edit.email) && all.indexOf(address) === i,
  );
  return {
    ...rest,
    name: edit.name,
    email: edit.email.trim(),
    ...(edit.phone ? { phone: edit.phone } : {}),
    ...(former.length > 0 ? { formerEmails: former } : {}),
  };
}

/** POST /api/admin/customers/{email}/merge: the other record of the same person, folded into this one. */
export const customerMergeSchema = z.object({
  from: emailSchema,
  /** This (the kept) record's version, as the page read it. */
  version: z.number().check(z.int(), z.gte(0)),
});
export type CustomerMergeInput = z.input<typeof customerMergeSchema>;

/**
 * Two records of one person as one: the kept record's name, address and phone (the other's phone
 * when it has none), the earliest first sight and latest activity, the counts added, and every
 * address either was filed under, so both histories are read with it.
 */
export function mergedCustomer(kept: Customer, other: Customer): Customer {
  const keptKey = customerKey(kept.email);
  const former = [...(kept.formerEmails ?? []), customerKey(other.email), ...(other.formerEmails ?? [])].filter(
    (address, i, all) => address !== keptKey && all.indexOf(address) === i,
  );
  const phone = kept.phone ?? other.phone;
  return {
    email: kept.email,
    name: kept.name || other.name,
    ...(phone ? { phone } : {}),
    firstSeenAt: kept.firstSeenAt < other.firstSeenAt ? kept.firstSeenAt : other.firstSeenAt,
    lastActivityAt: kept.lastActivityAt > other.lastActivityAt ? kept.lastActivityAt : other.lastActivityAt,
    quoteCount: kept.quoteCount + other.quoteCount,
    leadCount: kept.leadCount + other.leadCount,
    ...(former.length > 0 ? { formerEmails: former } : {}),
  };
}

/** Every address a customer's history is filed under: the current one first. */
export function customerAddresses(customer: Pick<Customer, 'email' | 'formerEmails'>): string[] {
  return [customerKey(customer.email), ...(customer.formerEmails ?? [])];
}

/** The customer list as spreadsheet rows (RFC 4180 through csv.ts, which keeps formulas from running): a header, then one row each. */
export function customerCsvRows(customers: readonly Customer[]): CsvCell[][] {
  return [
    ['Name', 'E-mail', 'Phone', 'Quotes', 'Leads', 'First seen', 'Last activity', 'Former e-mails'],
    ...customers.map((c) => [c.name, c.email, c.phone ?? '', c.quoteCount, c.leadCount, c.firstSeenAt, c.lastActivityAt, (c.formerEmails ?? []).join(' ')]),
  ];
}
