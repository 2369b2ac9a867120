import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DELETED_GUEST_NAME } from '#domain/portal/guest-data.ts';
import { BalanceDue } from '#events/payments.ts';
import { handler as balanceReminders } from '#functions/consumers/balance-reminders.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { guestDataRepository } from '#functions/adapters/dynamodb/guest-data-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { deleteGuestAccount, exportGuestData } from '#functions/app/portal/guest-data.ts';
import { profileView, saveProfile } from '#functions/app/portal/profile.ts';
import { saveQuote } from '#functions/app/booking/save-quote.ts';
import { expectDone } from '#tests/support/outcomes.ts';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { drainBus } from '#tests/support/bus.ts';
import { busEvent } from '#tests/support/consumers/bus-event.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockDaysBefore } from '#tests/support/test-clock.ts';
import { asAdmin } from './admin-support.ts';
import { book, config, privateSelection } from './booking-support.ts';

// This suite books at a clock of its own, days before the other suites', as booking-changes does.
const suiteClock = clockDaysBefore(12);

/** A guest with a name and address of their own, so nothing of theirs can match another test's. */
function newGuest() {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Riley Data${tag}`,
    email: `Guest-${tag}@Data.example`,
    phone: `(512) 555-${String(Number.parseInt(tag.slice(0, 4), 16) % 10_000).padStart(4, '0')}`,
  };
}

/** A guest's quote, as the API saves one (announced: the customer timeline and e-mails follow). */
async function quoteFor(guest: ReturnType<typeof newGuest>, date = freshCruiseDate(3)) {
  return expectDone(await saveQuote(config, { selection: privateSelection(date, 10), contact: guest, source: 'chat' }, { now: suiteClock })).record;
}

/** A guest with a booking (from one quote) and a second quote they never booked. */
async function guestWithBooking() {
  const guest = newGuest();
  const booked = await quoteFor(guest);
  const response = await book(booked.token, '09:00', { guest, clock: suiteClock });
  expect(response.status).toBe(201);
  const unbooked = await quoteFor(guest);
  await drainBus();
  return { guest, booked, unbooked, bookingId: response.body.booking.id as string };
}

describe("a guest's data", () => {
  it('downloads as one file holding their profile, quotes, booking, payments, e-mails and timeline, and nothing of another guest', async () => {
    const { guest, booked, unbooked, bookingId } = await guestWithBooking();
    const other = newGuest();
    await quoteFor(other);
    const saved = await saveProfile(
      config,
      guest.email,
      { name: guest.name, phone: guest.phone, preferences: { balanceReminders: false, thankYou: true } },
      null,
      new Date(),
    );
    expect(saved.outcome).toBe('saved');
    await drainBus();

    const file = await exportGuestData(config, guest.email, new Date());
    expect(file.about.email).toBe(guest.email.toLowerCase());
    expect(file.sections.profile).toEqual([expect.objectContaining({ preferences: { balanceReminders: false, thankYou: true } })]);
    expect((file.sections.quotes as Array<{ id: string }>).map((quote) => quote.id).sort()).toEqual([booked.id, unbooked.id].sort());
    expect(file.sections.bookings).toEqual([expect.objectContaining({ id: bookingId, leadGuest: guest })]);
    expect(file.sections.customer).toEqual([expect.objectContaining({ name: guest.name })]);
    expect((file.sections.timeline ?? []).length).toBeGreaterThanOrEqual(4);
    expect(
      (file.sections.emails as Array<{ to: string; html?: string }>).every(
        (message) => message.to.toLowerCase() === guest.email.toLowerCase() && message.html === undefined,
      ),
    ).toBe(true);
    const text = JSON.stringify(file);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.name);
    // The table's own filing keys are not the guest's data.
    expect(text).not.toMatch(/"gsi2pk"|"pk"/);

    // Staff see the download in the customer's timeline.
    await drainBus();
    const timeline = await customersRepository(config).listTimeline(guest.email);
    expect(timeline.find((entry) => entry.kind === 'portal' && entry.activity === 'GuestDataExported')).toBeTruthy();
  });

  it('is not deleted while a trip is upcoming; once it is not, what must be kept is anonymised, the rest deleted, and another guest is untouched', async () => {
    const { guest, booked, unbooked, bookingId } = await guestWithBooking();
    const other = newGuest();
    const othersQuote = await quoteFor(other);
    await drainBus();

    expect(await deleteGuestAccount(config, guest.email, new Date())).toEqual({ outcome: 'upcoming-trip', references: [bookingId] });
    expect((await bookingsRepository(config).get(bookingId))?.leadGuest).toEqual(guest);

    const cancelled = await asAdmin('POST', `/api/admin/bookings/${bookingId}/cancel`, { reason: 'The group changed plans.' });
    expect(cancelled.status).toBe(200);
    await drainBus();
    const requested = (await bookingsRepository(config).get(bookingId))!.events[0]!.id;
    expect(JSON.stringify(await auditRepository(config).get(requested))).toContain(guest.name);

    const result = await deleteGuestAccount(config, guest.email.toUpperCase(), new Date());
    expect(result).toMatchObject({ outcome: 'deleted', bookingIds: [bookingId] });

    // The booking stays for the books, with its money, under "Deleted guest".
    const kept = await bookingsRepository(config).get(bookingId);
    expect(kept).toMatchObject({
      status: 'cancelled',
      price: expect.anything(),
      leadGuest: { name: DELETED_GUEST_NAME, email: expect.stringMatching(/@deleted\.invalid$/) },
    });
    expect(JSON.stringify(kept)).not.toContain(guest.phone);
    // So does the quote it was booked from; the unbooked quote and its link are gone.
    expect((await quotesRepository(config).get(booked.id))?.contact.name).toBe(DELETED_GUEST_NAME);
    expect(await quotesRepository(config).get(unbooked.id)).toBeNull();
    expect(await quotesRepository(config).getByToken(unbooked.token)).toBeNull();
    // Nothing is filed under the address any more, the customer is gone, and the audit log's copy no longer names them.
    expect(await guestDataRepository(config).itemsByEmail(guest.email)).toEqual([]);
    expect(await customersRepository(config).get(guest.email)).toBeNull();
    expect(await outboxRepository(config).listByRecipient(guest.email)).toEqual([]);
    const audited = JSON.stringify(await auditRepository(config).get(requested));
    for (const detail of [guest.name, guest.email.toLowerCase(), guest.phone]) expect(audited.toLowerCase()).not.toContain(detail.toLowerCase());

    // The other guest's records are as they were.
    expect((await quotesRepository(config).get(othersQuote.id))?.contact).toEqual(other);
    expect((await customersRepository(config).get(other.email))?.name).toBe(other.name);
  });
});

describe('e-mail preferences', () => {
  const deliver = (event: unknown) => balanceReminders(event, lambdaContext('balance-reminders', 5000));

  it('a guest who turned balance reminders off gets none; one who did not still does', async () => {
    const [off, on] = [newGuest(), newGuest()];
    const [offQuote, onQuote] = [await quoteFor(off), await quoteFor(on)];
    expect(
      (await saveProfile(config, off.email, { name: off.name, phone: off.phone, preferences: { balanceReminders: false, thankYou: true } }, null, new Date()))
        .outcome,
    ).toBe('saved');

    for (const [guest, quote] of [
      [off, offQuote],
      [on, onQuote],
    ] as const) {
      await deliver(busEvent(BalanceDue, { ...BalanceDue.sample, bookingId: randomUUID(), quoteId: quote.id, leadGuest: guest }));
    }
    const reminders = async (email: string) => (await outboxRepository(config).listByRecipient(email)).filter((message) => message.detailType === 'BalanceDue');
    expect(await reminders(off.email)).toEqual([]);
    expect(await reminders(on.email)).toHaveLength(1);
  });

  it('a save over a profile changed since it was read changes nothing', async () => {
    const guest = newGuest();
    const first = await saveProfile(
      config,
      guest.email,
      { name: guest.name, phone: guest.phone, preferences: { balanceReminders: true, thankYou: true } },
      null,
      new Date(),
    );
    expect(first.outcome).toBe('saved');
    const stale = await saveProfile(
      config,
      guest.email,
      { name: 'Someone Else', phone: guest.phone, preferences: { balanceReminders: false, thankYou: true } },
      null,
      new Date(),
    );
    expect(stale).toEqual({ outcome: 'stale' });
    expect(await profileView(config, guest.email)).toMatchObject({ name: guest.name, preferences: { balanceReminders: true, thankYou: true } });
  });
});
