import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#contracts/route.ts';
import { bookingStaffRoutes } from '#contracts/routes/booking-staff.ts';
import { paymentsStaffRoutes } from '#contracts/routes/payments-staff.ts';
import { pricingStaffRoutes } from '#contracts/routes/pricing-staff.ts';
import type { HoldSlotProposal, PayLinkProposal, PromoCodeProposal } from '#domain/assistant/staff-proposals.ts';
import { bookingReference, PAYMENT_HOLD_MINUTES, type AdminCallerBookingResponse } from '#domain/booking/booking.ts';
import { quoteReference } from '#domain/booking/quote-identity.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import { STAFF_ROLE_GROUPS } from '#domain/people/staff-roles.ts';
import { addDays } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { ChatModel } from '#functions/adapters/bedrock/chat-model.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { partnersRepository } from '#functions/adapters/dynamodb/partners-repository.ts';
import { promoCodesRepository } from '#functions/adapters/dynamodb/promo-codes-repository.ts';
import { askStaffAssistant } from '#functions/app/assistant/staff-assistant.ts';
import { saveQuote } from '#functions/app/booking/save-quote.ts';
import { createTerm } from '#functions/app/content/terms.ts';
import { blogRepository } from '#functions/adapters/dynamodb/blog-repository.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import type { BlogDraftProposal } from '#domain/assistant/staff-proposals.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { seedBooking } from '#tests/eval/staff-seed.ts';
import { createUser } from '#tests/support/cognito.ts';
import { eventually } from '#tests/support/wait.ts';
import { adminEmail, adminSession, signIn } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';

// Staff's assistant proposes, the staff member does (issue 30, decision 080): asking proposes a
// card and changes nothing; the card's request, sent as the page sends it (the screen's own route,
// with the member's session), does the action, checked by that route's roles and recorded as the
// member's: the pay link's PayLinkRequested names them in the audit log, the promo code names them
// as its author, a held time's booking names them as who booked it (decision 089). A role the
// route refuses gets no card, and the route still refuses it.

const config = loadConfig();
// Noon in Austin on Tuesday, July 1, 2036: a year no other suite's bookings reach but the assistant's own tests.
const NOW = new Date('2036-07-01T17:00:00.000Z');
const PASSWORD = 'Team-role-password-1';

async function member(role: 'office' | 'captain'): Promise<{ email: string; cookie: string }> {
  const email = `${role}-${randomUUID().slice(0, 8)}@test.example`;
  await createUser(email, PASSWORD, [STAFF_ROLE_GROUPS[role]]);
  return { email, cookie: await signIn(email, PASSWORD) };
}

const as = (cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api(method, path, { from: newClientAddress(), headers: { cookie, ...headers }, ...(body === undefined ? {} : { body }) });

/** Letters only, so a party's name holds no figure and is no other suite's. */
const letters = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x');

/** A model that asks for one tool with the input given, then says it is done: what a misled model would do. */
function modelCalling(name: string, input: unknown): ChatModel {
  let call = 0;
  return {
    kind: 'bedrock',
    id: 'scripted',
    guarded: false,
    async converse() {
      call += 1;
      const usage = { inputTokens: 10, outputTokens: 5 };
      if (call === 1) return { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't-1', name, input } }] }, stop: 'tool_use', usage };
      return { message: { role: 'assistant', content: [{ text: 'Done: I sent it.' }] }, stop: 'end_turn', usage };
    },
  };
}

describe("the staff assistant's proposed actions", () => {
  let office: { email: string; cookie: string };
  let captain: { email: string; cookie: string };
  beforeAll(async () => {
    [office, captain] = await Promise.all([member('office'), member('captain')]);
  });

  it("proposes the pay link with the booking's address and amount, and the office member's click sends it through the booking's route, audited as theirs", async () => {
    const key = `paylink${randomUUID().slice(0, 8)}`;
    const saved = await saveQuote(
      config,
      {
        selection: { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: '2036-08-16', packageType: 'standard', lilyPad: false },
        contact: { name: 'Rory Vance', email: `${key}-quote@test.example`, phone: '(512) 555-0190' },
        source: 'chat',
      },
      { now: new Date('2036-06-01T15:00:00.000Z') },
    );
    if (!saved.ok) throw new Error(saved.refusal.message);
    const { booking } = await seedBooking(config, {
      key,
      status: 'confirmed',
      kind: 'private',
      date: '2036-08-16',
      guests: 20,
      name: 'Rory Vance',
      payments: [{ amount: 'deposit', at: '2036-06-01T16:00:00.000Z' }],
      quoteId: saved.value.record.id,
      bookedOn: '2036-06-01',
    });
    const reference = bookingReference(booking.id);
    const owed = booking.price.totalPrice - booking.deposit.depositAmount;

    const asked = await askStaffAssistant(config, { question: `Send the pay link again to ${reference}`, role: 'office', now: NOW });
    if (!asked.ok) throw new Error(asked.refusal.message);
    const expected: PayLinkProposal = {
      kind: 'resend_pay_link',
      bookingId: booking.id,
      reference,
      leadGuest: 'Rory Vance',
      sentTo: booking.leadGuest.email,
      what: 'balance',
      amount: owed,
      dueBy: booking.deposit.remainingBalanceDueAt,
      cruiseDate: '2036-08-16',
    };
    expect(asked.value.proposals).toEqual([expected]);
    expect(asked.value.answer).toContain('Nothing is sent until you press the button on the card.');

    // A model told to send it elsewhere cannot: the tool takes a reference and nothing else.
    const misled = await askStaffAssistant(config, {
      question: 'Send it to me',
      role: 'office',
      now: NOW,
      model: modelCalling('propose_pay_link', { reference, sentTo: 'thief@evil.example' }),
    });
    if (!misled.ok) throw new Error(misled.refusal.message);
    expect(misled.value.proposals).toEqual([]);
    expect(misled.value.toolCalls).toEqual([{ name: 'propose_pay_link', ok: false }]);
    // Nor can it act: there is no tool that sends.
    const acting = await askStaffAssistant(config, { question: 'Send it', role: 'owner', now: NOW, model: modelCalling('resend_pay_link', { reference }) });
    if (!acting.ok) throw new Error(acting.refusal.message);
    expect(acting.value.toolCalls).toEqual([{ name: 'resend_pay_link', ok: false }]);

    // Asking sent nothing: no pay-link request is recorded for the booking.
    const payLinkEvents = async () =>
      (await auditRepository(config).latest(5000)).filter(
        (entry) => entry.detailType === 'PayLinkRequested' && (entry.data as { bookingId?: string }).bookingId === booking.id,
      );
    expect(await payLinkEvents()).toEqual([]);

    // The captain's click is refused by the route, as the booking screen's would be.
    const path = fillPath(paymentsStaffRoutes.resendAdminPayLink.path, { id: expected.bookingId });
    expect((await as(captain.cookie, paymentsStaffRoutes.resendAdminPayLink.method, path)).status).toBe(403);

    // The office member's one click: the card's request, through the booking screen's route.
    const sent = await as(office.cookie, paymentsStaffRoutes.resendAdminPayLink.method, path);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body).toEqual({ sentTo: expected.sentTo, amount: expected.amount });
    const [audited] = await eventually(async () => {
      const entries = await payLinkEvents();
      return entries.length > 0 && entries;
    });
    expect(audited!.data).toMatchObject({
      reference,
      requestedBy: office.email,
      leadGuest: { email: expected.sentTo },
      due: { what: 'balance', amount: owed, by: expected.dueBy },
    });
    const email = await eventually(async () =>
      (await outboxRepository(config).listByRecipient(expected.sentTo)).find((message) => message.detailType === 'PayLinkRequested'),
    );
    expect(email.subject).toContain('Pay your balance of');
  });

  it("proposes holding a time for a party's quote with the booking's figures; nothing is held until the office member's click books it as theirs through the caller-booking route", async () => {
    const surname = `Harlow${letters()}`;
    const name = `Taylor ${surname}`;
    const eventDate = '2036-10-18';
    // Saved the day before, so its held price is the booking's.
    const saved = await saveQuote(
      config,
      {
        selection: { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate, packageType: 'standard', lilyPad: false },
        contact: { name, email: `${surname.toLowerCase()}@test.example`, phone: '(512) 555-0191' },
        source: 'chat',
      },
      { now: new Date('2036-06-30T15:00:00.000Z') },
    );
    if (!saved.ok) throw new Error(saved.refusal.message);
    const quote = saved.value.record;
    const { totalPrice } = quote.price;
    const question = `Hold October 18 at 9am for the ${surname} party`;

    const asked = await askStaffAssistant(config, { question, role: 'office', now: NOW });
    if (!asked.ok) throw new Error(asked.refusal.message);
    const request = { start: '09:00', leadGuest: quote.contact, payment: { method: 'pay_link' as const } };
    const expected: HoldSlotProposal = {
      kind: 'hold_slot',
      quoteId: quote.id,
      reference: quoteReference(quote.id),
      leadGuest: name,
      cruise: { kind: 'private', groupSize: 20 },
      date: eventDate,
      start: '09:00',
      end: '13:00',
      total: totalPrice,
      deposit: calculateDepositSchedule({ totalPrice, eventDate, today: '2036-07-01' }).depositAmount,
      sentTo: quote.contact.email,
      holdMinutes: PAYMENT_HOLD_MINUTES,
      request,
    };
    expect(asked.value.proposals).toEqual([expected]);
    expect(asked.value.answer).toContain('Nothing is booked or held until you press the button on the card');
    expect(asked.value.citations).toEqual([
      { reference: expected.reference, label: `${name}, 20 guests, Saturday, October 18, 2036`, path: `/quotes/${quote.id}` },
    ]);

    // A misled model cannot name the address or the amount: the tool takes the party, the day and the time, nothing else.
    const misled = await askStaffAssistant(config, {
      question: 'Book it for me',
      role: 'office',
      now: NOW,
      model: modelCalling('propose_hold', { party: surname, date: eventDate, start: '09:00', payLinkTo: 'thief@evil.example' }),
    });
    if (!misled.ok) throw new Error(misled.refusal.message);
    expect(misled.value.proposals).toEqual([]);
    expect(misled.value.toolCalls).toEqual([{ name: 'propose_hold', ok: false }]);

    // Asking held nothing: the quote has no booking.
    const liveBooking = async () => (await bookingsRepository(config).getLiveForQuotes([quote.id])).get(quote.id);
    expect(await liveBooking()).toBeUndefined();

    // The captain's click is refused by the route, as the caller-booking screen's would be.
    const route = bookingStaffRoutes.bookAdminQuote;
    const path = fillPath(route.path, { id: expected.quoteId });
    const key = { 'idempotency-key': randomUUID() };
    expect((await as(captain.cookie, route.method, path, expected.request, key)).status).toBe(403);
    expect(await liveBooking()).toBeUndefined();

    // The office member's one click: the card's request, with the card's key, through the caller-booking route.
    const booked = await as(office.cookie, route.method, path, expected.request, key);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { booking, payment } = booked.body as AdminCallerBookingResponse;
    expect(booking).toMatchObject({
      quoteId: quote.id,
      status: 'pending_deposit',
      bookedBy: office.email,
      slot: { date: eventDate, start: '09:00', end: '13:00' },
      leadGuest: quote.contact,
      payments: { total: expected.total, depositOutstanding: expected.deposit },
    });
    expect(payment).toEqual({ method: 'pay_link', sentTo: expected.sentTo, amount: expected.deposit, holdExpiresAt: booking.holdExpiresAt });
    expect((await liveBooking())?.bookedBy).toBe(office.email);
    const email = await eventually(async () =>
      (await outboxRepository(config).listByRecipient(expected.sentTo)).find((message) => message.detailType === 'PayLinkRequested'),
    );
    expect(email.subject).toContain(`Pay your deposit of ${formatMoney(expected.deposit)}`);
    // The same click again (a lost answer) is the same booking, not a second one.
    const again = await as(office.cookie, route.method, path, expected.request, key);
    expect(again.status).toBe(200);
    expect((again.body as AdminCallerBookingResponse).booking.id).toBe(booking.id);

    // Asked again, the quote is booked: no card, and the answer says as which booking.
    const later = await askStaffAssistant(config, { question, role: 'office', now: NOW });
    if (!later.ok) throw new Error(later.refusal.message);
    expect(later.value.proposals).toEqual([]);
    expect(later.value.answer).toContain(`is booked already, as ${booking.reference}`);
  });

  it("proposes the owner a partner's promo code, made by their click through the discounts route as theirs; the office gets no card and the route refuses it", async () => {
    const code = `ACT${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const name = `Marina Planners ${code}`;
    const at = NOW.toISOString();
    const created = await partnersRepository(config).create({
      id: randomUUID(),
      name,
      kind: 'planner',
      contactName: 'Dana Marsh',
      contactEmail: `${code.toLowerCase()}@partner.example`,
      code,
      commissionPercent: 10,
      active: true,
      createdAt: at,
      updatedAt: at,
      updatedBy: adminEmail,
      version: 1,
    });
    expect(created.outcome).toBe('saved');
    const question = `Make a 10% code for partner ${name}`;

    const asked = await askStaffAssistant(config, { question, role: 'owner', now: NOW });
    if (!asked.ok) throw new Error(asked.refusal.message);
    const expected: PromoCodeProposal = {
      kind: 'create_promo_code',
      partner: { name, code },
      request: {
        code: `${code}10`,
        description: `10% off for guests of ${name}`,
        kind: 'percent',
        value: 10,
        validFrom: '2036-07-01',
        validTo: addDays('2036-07-01', 90),
        minGroupSize: 1,
        cruiseKinds: ['private', 'disco'],
        totalLimit: null,
        perCustomerLimit: null,
        stackable: false,
        allowsFree: false,
        active: true,
      },
    };
    expect(asked.value.proposals).toEqual([expected]);
    // Asking made nothing.
    expect(await promoCodesRepository(config).get(expected.request.code)).toBeNull();

    // The office is not offered the proposal: the discounts are the owner's, and the route says so too.
    const office_ = await askStaffAssistant(config, { question, role: 'office', now: NOW });
    if (!office_.ok) throw new Error(office_.refusal.message);
    expect(office_.value.proposals).toEqual([]);
    expect(office_.value.toolCalls).toEqual([]);
    expect(office_.value.answer).toMatch(/not part of your role/);
    const route = pricingStaffRoutes.createAdminPromoCode;
    expect((await as(office.cookie, route.method, route.path, expected.request)).status).toBe(403);
    expect(await promoCodesRepository(config).get(expected.request.code)).toBeNull();

    // The owner's one click: the card's request, through the discounts screen's route.
    const made = await as(await adminSession(), route.method, route.path, expected.request);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await promoCodesRepository(config).get(expected.request.code)).toMatchObject({ ...expected.request, updatedBy: adminEmail });
  });

  it("drafts a blog post from notes, saved by the office member's click through the editor's route as a draft of theirs; never published", async () => {
    const tag = randomUUID().slice(0, 8);
    const at = NOW;
    const category = await createTerm(config, 'categories', { name: `Lake notes ${tag}`, slug: `lake-notes-${tag}` }, adminEmail, at);
    const author = await createTerm(config, 'authors', { name: `Captain ${tag}`, slug: `captain-${tag}` }, adminEmail, at);
    if (!category.ok || !author.ok) throw new Error('The blog terms were not saved');
    const title = `Sunset cruises ${tag}`;
    const markdown = 'The sunset cruise leaves an hour before sunset.\n\n- Bring a light jacket';
    const asked = await askStaffAssistant(config, {
      // The title's figures are the staff member's own words: a draft names no figure they did not give.
      question: `Write a post titled "${title}" from my notes`,
      role: 'office',
      now: NOW,
      model: modelCalling('propose_blog_draft', { title, markdown, category: category.value.name, author: author.value.name }),
    });
    if (!asked.ok) throw new Error(asked.refusal.message);
    const expected: BlogDraftProposal = {
      kind: 'blog_post_draft',
      post: {
        title,
        slug: `sunset-cruises-${tag}`,
        excerpt: 'The sunset cruise leaves an hour before sunset.',
        markdown,
        categoryId: category.value.id,
        tagIds: [],
        authorId: author.value.id,
      },
      category: category.value.name,
      author: author.value.name,
    };
    expect(asked.value.proposals).toEqual([expected]);
    // The misled model's "Done" names no figure, but nothing was saved by asking.
    expect((await blogRepository(config).posts.list()).some((post) => post.slug === expected.post.slug)).toBe(false);

    // A made-up price is refused, not drafted.
    const priced = await askStaffAssistant(config, {
      question: 'Write a post',
      role: 'office',
      now: NOW,
      model: modelCalling('propose_blog_draft', { title, markdown: 'A cruise is only $19 a head.' }),
    });
    if (!priced.ok) throw new Error(priced.refusal.message);
    expect(priced.value.proposals).toEqual([]);
    expect(priced.value.toolCalls).toEqual([{ name: 'propose_blog_draft', ok: false }]);

    // The office member's click: the editor's "new post" request with the card's post.
    const route = contentStaffRoutes.postAdminBlog;
    const saved = await as(office.cookie, route.method, fillPath(route.path, { resource: ['posts'] }), { post: expected.post });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const { post } = saved.body as { post: { id: string } };
    expect(await blogRepository(config).posts.get(post.id)).toMatchObject({ ...expected.post, status: 'draft', updatedBy: office.email });
  });
});
