import { describe, expect, it } from 'vitest';
import type { AdminCancelBookingResponse } from '#domain/booking/booking.ts';
import type { ShareCheckoutResponse, ShareLinkResponse } from '#domain/payments/split-payments.ts';
import { groupMemberRole, outboxRepository, type OutboxMessage } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { inviteGuests } from '#functions/app/portal/organiser-manifest.ts';
import { expectDone } from '#tests/support/outcomes.ts';
import { drainBus } from '#tests/support/bus.ts';
import { eventually } from '#tests/support/wait.ts';
import { CURRENT_WAIVER } from '#domain/portal/waiver.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { asAdmin, editBooking } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { config } from './booking-support.ts';
import { ahead, bookedQuote, payOnPage, state } from './payment-support.ts';

// The whole group hears of a change to the trip (issue 31): a move or a cancellation e-mails each
// invited guest and each friend who paid a share, once, with what it means for them; a refund from
// a friend's share is the friend's receipt, not one more e-mail to the organiser.

const outbox = outboxRepository(config);
const mails = async (address: string, detailType: string) => (await outbox.listByRecipient(address)).filter((message) => message.detailType === detailType);
const oneMail = (address: string, detailType: string) =>
  eventually(async () => {
    const found = await mails(address, detailType);
    return found.length > 0 ? found : null;
  });
const secretsOf = (message: OutboxMessage) => `${message.subject}${message.text}${message.html}`;

/** A booking each friend paid a share of (of the deposit, when asked: the booking is then confirmed), and its share page. */
async function bookingWithShares(shareAmount: number | 'deposit', friends: { name: string; email: string }[]) {
  const made = await bookedQuote();
  const amount = shareAmount === 'deposit' ? made.booking.deposit.depositAmount : shareAmount;
  const link = await api('POST', '/api/bookings/share', {
    from: newClientAddress(),
    body: { quoteToken: made.quote.token, shareAmount: amount },
    headers: ahead(),
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const sharePath = (link.body as ShareLinkResponse).shares.sharePath!;
  for (const friend of friends) {
    const started = await api('POST', `/api/pay/${sharePath.split('/').at(-1)}/checkout`, { from: newClientAddress(), body: friend, headers: ahead() });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await payOnPage((started.body as ShareCheckoutResponse).url, '4242424242424242');
  }
  await eventually(async () => ((await state(made.booking.id)).booking.payments.length === friends.length ? true : null));
  return { ...made, sharePath };
}

describe("the group told of a change to the organiser's trip", () => {
  it('a move e-mails each invited guest and each friend who paid, once, with their own page and what it means for them', async () => {
    const sam = { name: 'Sam Lee', email: `sam-${crypto.randomUUID()}@friends.example` };
    const { guest, booking, quote, sharePath } = await bookingWithShares('deposit', [sam]);
    const [alex, blair] = [`alex-${crypto.randomUUID()}@test.example`, `blair-${crypto.randomUUID()}@test.example`];
    // Sam is invited too: one e-mail for the two reasons.
    const invited = expectDone(await inviteGuests(config, booking.id, guest.email, [alex, blair, sam.email.toUpperCase()], new Date()));
    const waiverPath = invited.manifest.waiverPath;
    const signed = await api('POST', `/api/waivers/${waiverPath.split('/').at(-1)}/signatures`, {
      from: newClientAddress(),
      headers: ahead(),
      body: {
        name: 'Alex Kim',
        email: alex,
        typedSignature: 'Alex Kim',
        dateOfBirth: '1990-04-12',
        agree: true,
        photoConsent: false,
        waiverVersion: CURRENT_WAIVER.version,
      },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);

    const moved = await asAdmin('POST', `/api/admin/bookings/${booking.id}/move`, { date: booking.slot.date, start: '09:00' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const [toAlex] = await oneMail(alex, 'BookingMoved');
    expect(toAlex).toMatchObject({ role: groupMemberRole(alex), subject: expect.stringContaining("Jordan's cruise has a new date or time") });
    expect(toAlex!.text).toContain('9:00 AM');
    expect(toAlex!.text).toContain('The waiver you signed stands for the new date');
    expect(toAlex!.text).toContain(`${config.SITE_URL}${waiverPath}`);
    const [toBlair] = await oneMail(blair, 'BookingMoved');
    expect(toBlair!.text).toContain('Please sign the waiver before the cruise');
    expect(toBlair!.text).toContain(`Sign the waiver: ${config.SITE_URL}${waiverPath}`);
    const [toSam] = await oneMail(sam.email, 'BookingMoved');
    expect(toSam!.text).toMatch(/^Hi Sam,/);
    expect(toSam!.text).toContain(`The $${(booking.deposit.depositAmount / 100).toFixed(2)} you paid toward it stays on the booking.`);
    expect(toSam!.text).toContain(`Open your share page: ${config.SITE_URL}${sharePath}`);
    for (const message of [toAlex!, toBlair!, toSam!])
      for (const secret of [quote.token, guest.email, 'Rivera']) expect(secretsOf(message)).not.toContain(secret);

    // Once each, and the organiser still gets their own e-mail, not the group's.
    await drainBus();
    for (const address of [alex, blair, sam.email]) expect(await mails(address, 'BookingMoved')).toHaveLength(1);
    expect((await mails(guest.email, 'BookingMoved')).map((message) => message.role)).toEqual(['customer']);
  });

  it("staff's edit to a new time e-mails the invited guests as a move does; a new head count is the organiser's alone", async () => {
    const { guest, booking } = await bookedQuote();
    const paid = await asAdmin('POST', `/api/admin/bookings/${booking.id}/payments`, {
      kind: 'deposit',
      amount: booking.deposit.depositAmount,
      method: 'check',
      receivedOn: calendarDateIn(new Date()),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const alex = `alex-${crypto.randomUUID()}@test.example`;
    const invited = expectDone(await inviteGuests(config, booking.id, guest.email, [alex], new Date()));

    await editBooking(booking.id, { start: '09:00' });
    const [toAlex] = await oneMail(alex, 'BookingChanged');
    expect(toAlex).toMatchObject({ role: groupMemberRole(alex), subject: expect.stringContaining("Jordan's cruise has a new date or time") });
    expect(toAlex!.text).toContain('9:00 AM');
    expect(toAlex!.text).toContain(`Sign the waiver: ${config.SITE_URL}${invited.manifest.waiverPath}`);

    await editBooking(booking.id, { groupSize: booking.slot.seats + 2 });
    await drainBus();
    expect(await mails(alex, 'BookingChanged')).toHaveLength(1);
    expect((await mails(guest.email, 'BookingChanged')).map((message) => message.role)).toEqual(['customer', 'customer']);
  });

  it("a cancellation tells each friend what they paid comes back to their card, and each share's refund receipt goes to its payer, not the organiser", async () => {
    const friends = ['Avery', 'Blake', 'Casey'].map((name) => ({
      name: `${name} Stone`,
      email: `${name.toLowerCase()}-${crypto.randomUUID()}@friends.example`,
    }));
    const { guest, booking, quote, sharePath } = await bookingWithShares(5_000, friends);

    const cancelled = await asAdmin('POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'The group called it off.' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((cancelled.body as AdminCancelBookingResponse).refund).toMatchObject({ withinTerms: true, refunded: 15_000 });

    for (const friend of friends) {
      const [notice] = await oneMail(friend.email, 'BookingCancelled');
      expect(notice!.subject).toContain("Jordan's cruise on");
      expect(notice!.text).toContain('You paid $50.00 toward it. Under the terms Jordan accepted it is refunded to the card you paid with');
      const [receipt] = await oneMail(friend.email, 'RefundIssued');
      expect(receipt).toMatchObject({ role: 'payer', subject: expect.stringContaining('Refund: $50.00') });
      expect(receipt!.text).toContain("We have refunded $50.00 of the share you paid toward Jordan's booking");
      expect(receipt!.text).toContain(`Your share page: ${config.SITE_URL}${sharePath}`);
      expect(receipt!.text).not.toContain('Paid on the booking now');
      for (const message of [notice!, receipt!]) for (const secret of [quote.token, guest.email, 'Rivera']) expect(secretsOf(message)).not.toContain(secret);
    }
    // The organiser paid nothing: no refund receipt reaches them, only their cancellation e-mail.
    await drainBus();
    expect(await mails(guest.email, 'RefundIssued')).toEqual([]);
    expect((await mails(guest.email, 'BookingCancelled')).map((message) => message.role)).toEqual(['customer']);
  });
});
