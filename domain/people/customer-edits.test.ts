import { describe, expect, it } from 'vitest';
import { toCsv } from '../shared/csv.ts';
import { customerAddresses, customerCsvRows, customerEditSchema, editedCustomer, mergedCustomer } from './customer-edits.ts';
import type { Customer } from './customers.ts';

const customer: Customer = {
  email: 'Jo@Lake.example',
  name: 'Jo Rivera',
  phone: '(512) 555-0142',
  firstSeenAt: '2026-06-01T15:00:00.000Z',
  lastActivityAt: '2026-06-02T15:00:00.000Z',
  quoteCount: 2,
  leadCount: 1,
};

describe("staff's edit of a customer", () => {
  it('sets the name and phone; an empty phone takes it off; the same address in another case moves nothing', () => {
    expect(editedCustomer(customer, { name: 'Jo Rivera-Lake', email: 'jo@lake.example', phone: '' })).toEqual({
      ...(({ phone: _phone, ...rest }) => rest)(customer),
      name: 'Jo Rivera-Lake',
      email: 'jo@lake.example',
    });
  });

  it('files the old address under formerEmails once, and drops the new one from them (moving back)', () => {
    const moved = editedCustomer(customer, { name: 'Jo Rivera', email: 'jo@new.example', phone: '(512) 555-0142' });
    expect(moved.formerEmails).toEqual(['jo@lake.example']);
    expect(customerAddresses(moved)).toEqual(['jo@new.example', 'jo@lake.example']);
    const back = editedCustomer(moved, { name: 'Jo Rivera', email: 'JO@lake.example', phone: '' });
    expect(back.formerEmails).toEqual(['jo@new.example']);
    expect(editedCustomer(back, { name: 'Jo Rivera', email: 'jo@new.example', phone: '' }).formerEmails).toEqual(['jo@lake.example']);
  });

  it('validates the name, e-mail and phone, an empty phone allowed', () => {
    const paths = (input: unknown) => customerEditSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths({ name: 'Jo', email: 'jo@lake.example', phone: '', version: 3 })).toEqual([]);
    expect(paths({ name: ' ', email: 'not an address', phone: '555', version: -1 })).toEqual(['name', 'email', 'phone', 'version']);
  });

  it('writes the list as CSV rows: a header, then each customer with their former addresses', () => {
    const rows = customerCsvRows([{ ...customer, name: '=SUM(A1:A9)', formerEmails: ['a@x.example', 'b@x.example'] }]);
    expect(rows[0]).toEqual(['Name', 'E-mail', 'Phone', 'Quotes', 'Leads', 'First seen', 'Last activity', 'Former e-mails']);
    expect(rows[1]).toEqual([
      '=SUM(A1:A9)',
      'Jo@Lake.example',
      '(512) 555-0142',
      2,
      1,
      customer.firstSeenAt,
      customer.lastActivityAt,
      'a@x.example b@x.example',
    ]);
    // csv.ts keeps the formula from running.
    expect(toCsv(rows).split('\r\n')[1]?.startsWith('=')).toBe(false);
  });
});

describe('merging two records of one person', () => {
  it("keeps this record's contact, the earliest and latest times, the counts added and every address", () => {
    const other: Customer = {
      email: 'jo.work@x.example',
      name: 'Jo R.',
      phone: '512-555-0199',
      firstSeenAt: '2026-05-01T15:00:00.000Z',
      lastActivityAt: '2026-07-01T15:00:00.000Z',
      quoteCount: 1,
      leadCount: 2,
      formerEmails: ['jo@old.example', 'jo@lake.example'],
    };
    const { phone: _phone, ...phoneless } = customer;
    expect(mergedCustomer(phoneless, other)).toEqual({
      email: 'Jo@Lake.example',
      name: 'Jo Rivera',
      phone: '512-555-0199',
      firstSeenAt: '2026-05-01T15:00:00.000Z',
      lastActivityAt: '2026-07-01T15:00:00.000Z',
      quoteCount: 3,
      leadCount: 3,
      formerEmails: ['jo.work@x.example', 'jo@old.example'],
    });
    expect(mergedCustomer(customer, other).phone).toBe('(512) 555-0142');
  });
});
