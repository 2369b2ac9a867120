import { describe, expect, it } from 'vitest';
import type { AdminCustomerDetailResponse, AdminCustomerListResponse } from '#domain/people/back-office.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin, guestQuote, uniqueEmail } from './admin-support.ts';

// Staff correct a customer (issue 29): name and phone in place, over the version they read; a new
// e-mail moves the record there, keeping what is filed under the old address readable with it,
// and an address that is another customer's is refused. The list downloads as CSV.

const config = loadConfig();
const customerPath = (email: string) => `/api/admin/customers/${encodeURIComponent(email)}`;
const detail = async (email: string) => (await asAdmin('GET', customerPath(email))).body as AdminCustomerDetailResponse;

/** A guest who saved a quote, once the timeline consumer has made their record. */
async function customerWithQuote() {
  const email = uniqueEmail('edit');
  const quote = await guestQuote(email);
  await eventually(async () => (await customersRepository(config).get(email))?.quoteCount === 1);
  return { email, quote: quote.quote };
}

describe('PUT /api/admin/customers/{email}', () => {
  it('corrects the name and phone over the version read; a stale or invalid edit changes nothing', async () => {
    const { email } = await customerWithQuote();
    const before = await detail(email);
    expect(before.version).toEqual(expect.any(Number));

    const saved = await asAdmin('PUT', customerPath(email), { name: 'Jordan Rivera-Lake', email, phone: '+1 512 555 0100', version: before.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ customer: { name: 'Jordan Rivera-Lake', phone: '+1 512 555 0100', email }, version: before.version! + 1 });

    const stale = await asAdmin('PUT', customerPath(email), { name: 'Someone Else', email, phone: '', version: before.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CUSTOMER_CHANGED');
    const invalid = await asAdmin('PUT', customerPath(email), { name: '', email, phone: '12', version: before.version! + 1 });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['name', 'phone']);

    const after = await detail(email);
    expect(after.customer).toMatchObject({ name: 'Jordan Rivera-Lake', phone: '+1 512 555 0100' });
    // An empty phone takes the phone off the record.
    const cleared = await asAdmin('PUT', customerPath(email), { name: 'Jordan Rivera-Lake', email, phone: '', version: after.version });
    expect(cleared.status).toBe(200);
    expect((await detail(email)).customer?.phone).toBeUndefined();
  });

  it("refuses another customer's e-mail with 409, changing neither", async () => {
    const mine = await customerWithQuote();
    const theirs = await customerWithQuote();
    const before = await detail(mine.email);
    const refused = await asAdmin('PUT', customerPath(mine.email), {
      name: 'Jordan Rivera',
      email: theirs.email.toUpperCase(),
      phone: '',
      version: before.version,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: 'Another customer has this e-mail address.' } });
    expect(refused.body.error.message).toContain(theirs.email);
    expect((await detail(mine.email)).customer).toEqual(before.customer);
    expect((await detail(theirs.email)).customer?.email).toBe(theirs.email);
  });

  it('moves the customer to a new address, keeping the history of the old one; the old address points to the new', async () => {
    const { email: old, quote } = await customerWithQuote();
    const moved = uniqueEmail('moved');
    const before = await detail(old);
    const saved = await asAdmin('PUT', customerPath(old), { name: 'Jordan Rivera', email: moved, phone: '(512) 555-0142', version: before.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.customer).toMatchObject({ email: moved, formerEmails: [old], quoteCount: 1 });

    const now = await detail(moved);
    expect(now.customer).toMatchObject({ email: moved, formerEmails: [old] });
    expect(now.quotes.map((q) => q.id)).toEqual([quote.id]);
    expect(now.timeline.length).toBeGreaterThan(0);
    const left = await detail(old);
    expect(left).toMatchObject({ customer: null, movedTo: moved, version: null });

    // The list shows one record, at the new address; the old address starts no second record.
    const listed = (await asAdmin('GET', `/api/admin/customers?q=${encodeURIComponent(moved)}`)).body as AdminCustomerListResponse;
    expect(listed.customers.map((c) => c.email)).toEqual([moved]);
    await guestQuote(old);
    await eventually(async () => (await customersRepository(config).get(moved))?.quoteCount === 2);
    expect(await customersRepository(config).get(old)).toBeNull();
    expect((await detail(moved)).customer?.email).toBe(moved);

    // Moving back to the old address is allowed: the pointer there is this customer's own.
    const back = await asAdmin('PUT', customerPath(moved), { name: 'Jordan Rivera', email: old, phone: '', version: (await detail(moved)).version });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.customer).toMatchObject({ email: old, formerEmails: [moved], quoteCount: 2 });
    expect((await detail(old)).quotes).toHaveLength(2);
  });

  it('answers 404 for an address with no customer', async () => {
    const missing = await asAdmin('PUT', customerPath(uniqueEmail('nobody')), { name: 'Nobody', email: uniqueEmail('x'), phone: '', version: 0 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('CUSTOMER_NOT_FOUND');
  });
});

describe('POST /api/admin/customers/{email}/merge', () => {
  it('folds the other record of the same person in, keeping both histories; its address then points here', async () => {
    const kept = await customerWithQuote();
    const other = await customerWithQuote();
    const { version } = await detail(kept.email);
    const merge = (body: unknown) => asAdmin('POST', `${customerPath(kept.email)}/merge`, body);

    const same = await merge({ from: kept.email.toUpperCase(), version });
    expect(same.status).toBe(422);
    expect(same.body.error.code).toBe('SAME_CUSTOMER');
    const nobody = await merge({ from: uniqueEmail('nobody'), version });
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.fields).toEqual({ from: 'No customer has this e-mail address.' });
    const stale = await merge({ from: other.email, version: version! + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CUSTOMER_CHANGED');

    const merged = await merge({ from: other.email, version });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body).toMatchObject({ customer: { email: kept.email, formerEmails: [other.email], quoteCount: 2 }, version: version! + 1 });
    expect((await detail(kept.email)).quotes.map((q) => q.id).sort()).toEqual([kept.quote.id, other.quote.id].sort());
    expect(await detail(other.email)).toMatchObject({ customer: null, movedTo: kept.email });
    // Merged once: the other address is no customer to merge again, and its activity lands here.
    expect((await merge({ from: other.email, version: version! + 1 })).body.error.fields).toEqual({ from: `That record was moved to ${kept.email}.` });
    await guestQuote(other.email);
    await eventually(async () => (await customersRepository(config).get(kept.email))?.quoteCount === 3);
    expect(await customersRepository(config).get(other.email)).toBeNull();
  });
});

describe('GET /api/admin/customer-export', () => {
  it('downloads the searched list as RFC 4180 CSV, a formula in a name shown as text', async () => {
    const { email } = await customerWithQuote();
    const { version } = await detail(email);
    const name = '=HYPERLINK("http://evil.example","Rivera, J")';
    expect((await asAdmin('PUT', customerPath(email), { name, email, phone: '', version })).status).toBe(200);

    const csv = await asAdmin('GET', `/api/admin/customer-export?q=${encodeURIComponent(email)}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = csv.body as string;
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, row, ...rest] = text.split('\r\n');
    expect(header).toBe('Name,E-mail,Phone,Quotes,Leads,First seen,Last activity,Former e-mails');
    expect(rest).toEqual(['']);
    // The name is one quoted field (its comma and quotes escaped), and does not start a formula.
    expect(row).toMatch(/^"[^=][^"]*=HYPERLINK\(""http:\/\/evil\.example"",""Rivera, J""\)",/);
    expect(row).toContain(`,${email},,1,0,`);
  });
});
