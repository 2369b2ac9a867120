import { describe, expect, it } from 'vitest';
import { monthStartOf, weekStartOf, type AdminSummaryResponse } from '#domain/back-office.ts';
import { calendarDateIn } from '#domain/dates.ts';
import { asAdmin, guestLead, guestQuote, privateSelection, uniqueEmail } from './admin-support.ts';

const summary = async () => {
  const response = await asAdmin('GET', '/api/admin/summary');
  expect(response.status).toBe(200);
  return response.body as AdminSummaryResponse;
};

describe('GET /api/admin/summary', () => {
  it("answers today's and this week's figures for the business's days and weeks", async () => {
    const data = await summary();
    const today = calendarDateIn(new Date());
    expect(data).toMatchObject({ today, weekStart: weekStartOf(today), monthStart: monthStartOf(today) });
    expect(data.newQuotes.thisWeek).toBeGreaterThanOrEqual(data.newQuotes.today);
    expect(data.leads.thisWeek).toBeGreaterThanOrEqual(data.leads.today);
    expect(data.latestQuotes.length).toBeLessThanOrEqual(5);
    expect(data.latestLeads.length).toBeLessThanOrEqual(5);
    // No bookings yet: nothing about cruises or conversion is made up.
    expect(Object.keys(data).sort()).toEqual(['latestLeads', 'latestQuotes', 'leads', 'monthStart', 'newQuotes', 'revenueQuoted', 'today', 'weekStart']);
  });

  it('counts a new quote and lead, adds the quote to revenue, and lists them among the latest', async () => {
    const before = await summary();
    const email = uniqueEmail('summary');
    const lead = await guestLead(email);
    const quote = await guestQuote(email, privateSelection({ groupSize: 50, packageType: 'ultimate' }));
    const after = await summary();

    // Other suites save quotes at the same time, so the figures grow by at least these.
    expect(after.newQuotes.today).toBeGreaterThanOrEqual(before.newQuotes.today + 1);
    expect(after.newQuotes.thisWeek).toBeGreaterThanOrEqual(before.newQuotes.thisWeek + 1);
    expect(after.leads.today).toBeGreaterThanOrEqual(before.leads.today + 1);
    expect(after.revenueQuoted.thisWeek).toBeGreaterThanOrEqual(before.revenueQuoted.thisWeek + quote.quote.price.totalPrice);
    expect(after.revenueQuoted.thisMonth).toBeGreaterThanOrEqual(before.revenueQuoted.thisMonth + quote.quote.price.totalPrice);

    const latest = after.latestQuotes;
    const mine = latest.find((q) => q.id === quote.quote.id);
    if (mine) expect(mine).toMatchObject({ contact: { email }, totalPrice: quote.quote.price.totalPrice });
    else expect(latest.every((q) => q.createdAt >= (latest.at(-1)?.createdAt ?? ''))).toBe(true);
    const times = latest.map((q) => q.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const latestLead = after.latestLeads.find((l) => l.id === lead.id);
    if (latestLead) expect(latestLead.convertedQuote?.id).toBe(quote.quote.id);
  });

  it('counts an amendment in revenue in place of the version it replaces, not as a new quote', async () => {
    const email = uniqueEmail('summary-amend');
    const v1 = await guestQuote(email, privateSelection({ groupSize: 10, packageType: 'standard' }));
    const before = await summary();
    const v2 = await asAdmin('POST', '/api/admin/quotes', { selection: privateSelection({ groupSize: 10, packageType: 'ultimate' }), contact: { name: 'Jordan Rivera', email, phone: '(512) 555-0142' }, revises: v1.quote.id });
    expect(v2.status).toBe(201);
    const after = await summary();
    const change = v2.body.quote.price.totalPrice - v1.quote.price.totalPrice;
    expect(change).toBeGreaterThan(0);
    expect(after.revenueQuoted.thisWeek - before.revenueQuoted.thisWeek).toBeGreaterThanOrEqual(change);
    // Concurrent suites may add new quotes, but this amendment adds none by itself; at least the
    // new-quote count did not jump by the amendment while nothing else happened.
    expect(after.newQuotes.today).toBeGreaterThanOrEqual(before.newQuotes.today);
  });
});
