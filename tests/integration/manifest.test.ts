import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { AdminInventoryResponse } from '#domain/booking/booking.ts';
import { addDays, calendarDateIn, isValidIsoDate } from '#domain/shared/dates.ts';
import type {
  InvitationsResponse,
  OrganiserManifestResponse,
  StaffManifest,
  StaffManifestDayResponse,
  StaffManifestResponse,
  WaiverPageResponse,
  WaiverRemindersResponse,
} from '#domain/portal/manifest.ts';
import { CURRENT_WAIVER } from '#domain/portal/waiver.ts';
import { manifestRepository } from '#functions/adapters/dynamodb/manifest-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { inviteGuests, organiserManifest, setAlcoholOnBoard } from '#functions/app/portal/organiser-manifest.ts';
import { expectDone, expectRefused } from '#tests/support/outcomes.ts';
import { drainBus } from '#tests/support/bus.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { portalCookie } from '#tests/support/portal.ts';
import { eventually } from '#tests/support/wait.ts';
import { clockHeaders } from '#tests/support/test-clock.ts';
import { asAdmin } from './admin-support.ts';
import { apiLogin, api, newClientAddress } from './api-client.ts';
import { config, discoSelection, leadGuest, storedQuote } from './booking-support.ts';
import { ahead, bookedQuote } from './payment-support.ts';

// The group's manifest (decision 023): guests sign the versioned waiver through the booking's
// link, the age rule refuses under-21s on 21+ cruises, invitations and staff's reminders e-mail the
// link, and staff read the captain's check-in list.

const { admin } = inject('stack');
const tokenOf = (waiverPath: string) => waiverPath.split('/').at(-1)!;
const guestEmail = (name: string) => `${name}-${randomUUID()}@test.example`;

async function staffManifest(bookingId: string): Promise<StaffManifest> {
  const response = await asAdmin('GET', `/api/admin/bookings/${bookingId}/manifest`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as StaffManifestResponse).manifest;
}

function sign(token: string, body: Record<string, unknown>, from = newClientAddress()) {
  return api('POST', `/api/waivers/${token}/signatures`, { from, body, headers: ahead() });
}

const signature = (name: string, email: string, extra: Record<string, unknown> = {}) => ({
  name,
  email,
  typedSignature: name,
  dateOfBirth: '1990-04-12',
  agree: true,
  photoConsent: false,
  waiverVersion: CURRENT_WAIVER.version,
  ...extra,
});

async function discoBooking() {
  const date = freshCruiseDate(6);
  const quote = await storedQuote(discoSelection(date, 8));
  const guest = leadGuest();
  const made = await api('POST', '/api/bookings', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID(), ...ahead() },
    body: { quoteToken: quote.token, start: '13:30', leadGuest: guest, acceptCancellationPolicy: true },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { date, guest, booking: made.body.booking as { id: string } };
}

const waiverMails = async (email: string) =>
  (await outboxRepository(config).listByRecipient(email)).filter(
    (message) => message.detailType === 'GuestInvited' || message.detailType === 'WaiverReminderRequested',
  );
const waiverMail = (email: string) =>
  eventually(async () => {
    const mails = await waiverMails(email);
    return mails.length > 0 ? mails : null;
  });

describe('the group manifest and waivers', () => {
  it('a guest with the link sees the trip without money and signs once; staff see them on the check-in list', async () => {
    const { quote, guest, booking } = await bookedQuote();
    const before = await staffManifest(booking.id);
    expect(before).toMatchObject({
      bookingId: booking.id,
      alcoholOnBoard: true,
      alcoholSettable: true,
      requiresTwentyOne: true,
      rows: [],
      signedCount: 0,
      notSignedCount: 0,
    });
    expect(before.waiverPath).toMatch(/^\/waiver\/[A-Za-z0-9_-]{43}$/);
    // The link is made once.
    expect((await staffManifest(booking.id)).waiverPath).toBe(before.waiverPath);
    const token = tokenOf(before.waiverPath);

    const page = await api('GET', `/api/waivers/${token}`, { from: newClientAddress(), headers: ahead() });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      requiresTwentyOne: true,
      open: true,
      signedCount: 0,
      waiver: { version: CURRENT_WAIVER.version },
      trip: { organiserFirstName: 'Jordan', kind: 'private', date: quote.selection.eventDate },
    });
    const text = JSON.stringify(page.body);
    for (const secret of [guest.email, guest.phone, 'Rivera', quote.token, booking.id, 'totalPrice', 'depositAmount', 'paid'])
      expect(text).not.toContain(secret);

    const samEmail = guestEmail('sam');
    const samAddress = newClientAddress();
    const signed = await sign(token, signature('Sam Lee', samEmail, { photoConsent: true }), samAddress);
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect(signed.body).toMatchObject({ name: 'Sam Lee', waiverVersion: CURRENT_WAIVER.version });
    // The same address signs the same version once (whatever the case it is typed in).
    const again = await sign(token, signature('Sam Lee', samEmail.toUpperCase()));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_SIGNED');

    const after = await staffManifest(booking.id);
    expect(after.rows).toEqual([
      expect.objectContaining({ name: 'Sam Lee', status: 'signed', twentyOne: 'checked', photoConsent: true, waiverVersion: CURRENT_WAIVER.version }),
    ]);
    const stored = (await manifestRepository(config).entries(booking.id)).signatures;
    expect(stored).toHaveLength(1);
    // The signer's address is kept only as its SHA-256.
    expect(stored[0]!.emailSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(samEmail);
    // And the network address it was signed from, the same way.
    expect(stored[0]!.addressSha256).toBe(createHash('sha256').update(samAddress).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(samAddress);
    expect(((await api('GET', `/api/waivers/${token}`, { from: newClientAddress(), headers: ahead() })).body as WaiverPageResponse).signedCount).toBe(1);
  });

  it('refuses a guest under 21 on a disco cruise with a plain message and stores nothing; 21 on the cruise day is old enough', async () => {
    const { date, guest, booking } = await discoBooking();
    const manifest = await staffManifest(booking.id);
    expect(manifest).toMatchObject({ requiresTwentyOne: true, alcoholSettable: false });
    const token = tokenOf(manifest.waiverPath);
    const year = Number(date.slice(0, 4)) - 21;
    // A cruise on 29 February: the same day 21 years back does not exist, and 28 February is it.
    const birthdayOnTheDay = isValidIsoDate(`${year}${date.slice(4)}`) ? `${year}${date.slice(4)}` : `${year}-02-28`;
    const twentyFirstBirthdayTomorrow = addDays(birthdayOnTheDay, 1);
    const refused = await sign(token, signature('Riley Young', guestEmail('riley'), { dateOfBirth: twentyFirstBirthdayTomorrow }));
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'UNDER_21', message: expect.stringContaining('21 and over') });
    expect((await manifestRepository(config).entries(booking.id)).signatures).toEqual([]);

    expect((await sign(token, signature('Casey Day', guestEmail('casey'), { dateOfBirth: birthdayOnTheDay }))).status).toBe(201);
    // The organiser cannot make a disco cruise alcohol-free.
    expect(expectRefused(await setAlcoholOnBoard(config, booking.id, guest.email, false, new Date()))).toMatchObject({
      statusCode: 409,
      code: 'DISCO_IS_21_PLUS',
    });
  });

  it('answers 404 for an unknown or malformed link, and 4xx for bad input with nothing stored', async () => {
    expect((await api('GET', `/api/waivers/${'A'.repeat(43)}`, { from: newClientAddress() })).status).toBe(404);
    expect((await api('GET', '/api/waivers/not-a-token', { from: newClientAddress() })).status).toBe(404);
    expect((await sign('A'.repeat(43), signature('Sam Lee', guestEmail('sam')))).status).toBe(404);

    const { booking } = await bookedQuote();
    const token = tokenOf((await staffManifest(booking.id)).waiverPath);
    const email = guestEmail('bad');
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [signature('Sam Lee', email, { agree: false }), 400, 'agree'],
      [signature('Sam Lee', email, { agree: undefined }), 400, 'agree'],
      [signature('Sam Lee', 'not-an-address'), 400, 'email'],
      [signature('', email), 400, 'name'],
      [signature('Sam Lee', email, { typedSignature: '   ' }), 400, 'typedSignature'],
      [signature('Sam Lee', email, { dateOfBirth: undefined }), 400, 'dateOfBirth'],
      [signature('Sam Lee', email, { dateOfBirth: '2990-01-01' }), 400, 'dateOfBirth'],
      [signature('Sam Lee', email, { dateOfBirth: '1990-02-30' }), 400, 'dateOfBirth'],
      [signature('Sam Lee', email, { photoConsent: 'yes' }), 400, 'photoConsent'],
      [signature('Sam Lee', email, { waiverVersion: '1999-01-1' }), 409, '_'],
    ];
    for (const [body, status, field] of refusals) {
      const response = await sign(token, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      if (status === 400) expect(Object.keys(response.body.error.fields ?? {}), JSON.stringify(response.body)).toContain(field);
    }
    expect((await manifestRepository(config).entries(booking.id)).signatures).toEqual([]);
  });

  it("the organiser's invitations e-mail the link; staff's reminder e-mails those who have not signed, once per press", async () => {
    const { guest, booking } = await bookedQuote();
    const [alex, blair] = [guestEmail('alex'), guestEmail('blair')];
    const invited = expectDone(await inviteGuests(config, booking.id, guest.email, [alex, blair.toUpperCase(), alex], new Date()));
    expect(invited.invited.sort()).toEqual([alex, blair].sort());
    expect(invited.manifest.waiting.map((waiting) => waiting.email).sort()).toEqual([alex, blair].sort());
    const link = `${config.SITE_URL}${invited.manifest.waiverPath}`;
    for (const email of [alex, blair]) {
      const [mail] = await waiverMail(email);
      expect(mail).toMatchObject({ detailType: 'GuestInvited', to: email, role: 'customer' });
      expect(mail!.text).toContain(link);
      expect(mail!.subject).toContain('Jordan invited you');
    }
    // Inviting again sends nothing more.
    expect(expectDone(await inviteGuests(config, booking.id, guest.email, [alex], new Date())).alreadyInvited).toEqual([alex]);

    expect((await sign(tokenOf(invited.manifest.waiverPath), signature('Alex Kim', alex))).status).toBe(201);
    const organisers = expectDone(await organiserManifest(config, booking.id, guest.email, new Date()));
    expect(organisers.signed).toEqual([expect.objectContaining({ name: 'Alex Kim', invitedEmail: alex })]);
    expect(organisers.waiting.map((waiting) => waiting.email)).toEqual([blair]);

    const pressed = await asAdmin('POST', `/api/admin/bookings/${booking.id}/manifest/reminders`);
    expect(pressed.status, JSON.stringify(pressed.body)).toBe(202);
    const reminders = pressed.body as WaiverRemindersResponse;
    expect(reminders.reminded).toEqual([blair]);
    expect(reminders.manifest.rows.find((row) => row.email === blair)).toMatchObject({ status: 'not-signed', lastReminderAt: reminders.remindedAt });
    await eventually(async () => (await waiverMail(blair)).some((mail) => mail.detailType === 'WaiverReminderRequested'));
    expect((await asAdmin('POST', `/api/admin/bookings/${booking.id}/manifest/reminders`)).status).toBe(202);
    await eventually(async () => (await waiverMail(blair)).filter((mail) => mail.detailType === 'WaiverReminderRequested').length === 2);
    await drainBus();
    expect((await waiverMails(alex)).map((mail) => mail.detailType)).toEqual(['GuestInvited']);
    expect((await waiverMails(blair)).filter((mail) => mail.detailType === 'WaiverReminderRequested')).toHaveLength(2);
  });

  it("never opens another guest's booking to an organiser: the same 404 as an unknown id", async () => {
    const { booking } = await bookedQuote();
    const stranger = guestEmail('stranger');
    for (const attempt of [
      () => organiserManifest(config, booking.id, stranger, new Date()),
      () => inviteGuests(config, booking.id, stranger, [guestEmail('x')], new Date()),
      () => setAlcoholOnBoard(config, booking.id, stranger, false, new Date()),
      () => organiserManifest(config, randomUUID(), stranger, new Date()),
    ]) {
      expect(expectRefused(await attempt())).toMatchObject({ statusCode: 404, code: 'TRIP_NOT_FOUND' });
    }
    expect((await manifestRepository(config).entries(booking.id)).invitations).toEqual([]);
  });

  it('a private cruise without alcohol takes guests of any age, without asking a date of birth', async () => {
    const { guest, booking } = await bookedQuote();
    const manifest = expectDone(await setAlcoholOnBoard(config, booking.id, guest.email, false, new Date()));
    expect(manifest).toMatchObject({ alcoholOnBoard: false, requiresTwentyOne: false });
    const signed = await sign(tokenOf(manifest.waiverPath), signature('Pat Young', guestEmail('pat'), { dateOfBirth: undefined }));
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect((await staffManifest(booking.id)).rows).toEqual([expect.objectContaining({ name: 'Pat Young', twentyOne: 'not-asked' })]);
  });

  it("staff see a day's cruises with their manifests, and a bad date is a 400", async () => {
    const { quote, booking } = await bookedQuote();
    const day = await asAdmin('GET', `/api/admin/manifests?date=${quote.selection.eventDate}`);
    expect(day.status).toBe(200);
    const cruises = (day.body as StaffManifestDayResponse).cruises;
    expect(cruises.map((cruise) => cruise.bookingId)).toContain(booking.id);
    expect(cruises.find((cruise) => cruise.bookingId === booking.id)).toMatchObject({ leadGuestName: 'Jordan Rivera', start: '13:30', rows: [] });
    expect((await asAdmin('GET', '/api/admin/manifests?date=2027-02-30')).status).toBe(400);
    expect((await api('GET', `/api/admin/manifests?date=${quote.selection.eventDate}`, { from: newClientAddress() })).status).toBe(401);
    expect((await asAdmin('GET', `/api/admin/bookings/${randomUUID()}/manifest`)).status).toBe(404);
  });
});

describe("the captain's check-in (issue 29)", () => {
  it('ticks a signed and an invited guest on board from the cruise day, takes a tick off, and says what the group still owes', async () => {
    const { quote, guest, booking } = await bookedQuote();
    const token = tokenOf((await staffManifest(booking.id)).waiverPath);
    const samEmail = guestEmail('sam');
    expect((await sign(token, signature('Sam Lee', samEmail))).status).toBe(201);
    const robin = guestEmail('robin');
    expectDone(await inviteGuests(config, booking.id, guest.email, [robin], new Date()));
    const cruiseDay = new Date(`${quote.selection.eventDate}T15:00:00.000Z`);
    // The captain signs in on the cruise's day (the clock the test stack trusts), so the session is that day's.
    const login = await apiLogin({
      from: newClientAddress(),
      body: { email: admin.email, password: admin.password },
      headers: clockHeaders(cruiseDay),
    });
    const cookie = (login.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]).join('; ');
    const onBoard = (guestId: string, value: unknown, clock = cruiseDay, id = booking.id) =>
      api('PUT', `/api/admin/bookings/${id}/manifest/guests/${guestId}/on-board`, {
        from: newClientAddress(),
        body: { onBoard: value },
        headers: { cookie, ...clockHeaders(clock) },
      });

    const before = await staffManifest(booking.id);
    const [sam, invited] = before.rows;
    expect([sam!.name, invited!.name]).toEqual(['Sam Lee', robin]);
    expect(before).toMatchObject({ checkInOpen: false, onBoardCount: 0, owed: booking.totalPrice });

    // Not while the booking waits for its deposit, even on the day.
    expect((await onBoard(sam!.guestId, true)).body.error.code).toBe('CHECK_IN_NOT_OPEN');
    const paid = await asAdmin('POST', `/api/admin/bookings/${booking.id}/payments`, {
      kind: 'deposit',
      amount: booking.deposit.depositAmount,
      method: 'card',
      receivedOn: calendarDateIn(new Date()),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // Nor the day before the cruise.
    const early = await onBoard(sam!.guestId, true, new Date(cruiseDay.getTime() - 86_400_000));
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual({ code: 'CHECK_IN_NOT_OPEN', message: 'Check-in opens on the day of the cruise.' });
    expect((await manifestRepository(config).entries(booking.id)).onBoard).toEqual([]);

    const ticked = await onBoard(sam!.guestId, true);
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    expect((await onBoard(invited!.guestId, true)).status).toBe(200);
    const both = (await onBoard(invited!.guestId, false)).body.manifest as StaffManifest;
    expect(both.rows.map((row) => [row.name, row.onBoardAt !== null])).toEqual([
      ['Sam Lee', true],
      [robin, false],
    ]);
    expect(both.rows[0]).toMatchObject({ onBoardAt: cruiseDay.toISOString(), onBoardBy: expect.stringContaining('@') });
    expect(both).toMatchObject({ checkInOpen: true, onBoardCount: 1, owed: booking.totalPrice - booking.deposit.depositAmount });

    // Someone not on the list, or another booking's guest, is a 404 that changes nothing.
    expect((await onBoard('a'.repeat(64), true)).body.error.code).toBe('GUEST_NOT_FOUND');
    expect((await onBoard('not-a-guest', true)).status).toBe(404);
    const other = await bookedQuote();
    expect((await onBoard(sam!.guestId, true, cruiseDay, other.booking.id)).body.error.code).toBe('GUEST_NOT_FOUND');
    expect((await onBoard(sam!.guestId, 'yes')).status).toBe(400);
    expect((await manifestRepository(config).entries(booking.id)).onBoard).toHaveLength(1);
  });
});

describe('who sails a cruise (issue 29)', () => {
  it('names a captain from the team and the deckhands, shown on the manifest; refuses a stranger or too many, changing nothing', async () => {
    const { booking } = await bookedQuote();
    const choices = await asAdmin('GET', '/api/admin/crew');
    expect(choices.status).toBe(200);
    expect(choices.body.members).toContainEqual({ email: admin.email, role: 'owner' });
    expect((await staffManifest(booking.id)).crew).toEqual({ captain: null, deckhands: [] });

    const path = `/api/admin/bookings/${booking.id}/manifest/crew`;
    const saved = await asAdmin('PUT', path, { captain: ` ${admin.email.toUpperCase()} `, deckhands: [' Alex Reed ', 'Jo Park'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.manifest.crew).toEqual({ captain: admin.email, deckhands: ['Alex Reed', 'Jo Park'] });

    const stranger = await asAdmin('PUT', path, { captain: 'someone@elsewhere.example', deckhands: [] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.fields.captain).toContain('is not on the team');
    const crowd = await asAdmin('PUT', path, { captain: null, deckhands: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] });
    expect(crowd.status).toBe(400);
    expect(crowd.body.error.fields.deckhands).toBe('A cruise takes at most 6 deckhands.');
    expect((await staffManifest(booking.id)).crew).toEqual({ captain: admin.email, deckhands: ['Alex Reed', 'Jo Park'] });

    // The inventory calendar says who sails it under the booking, and 'no captain' once cleared.
    const calendarCrew = async () => {
      const { slot } = booking;
      const inventory = await asAdmin('GET', `/api/admin/inventory?from=${slot.date}&to=${slot.date}`);
      expect(inventory.status, JSON.stringify(inventory.body)).toBe(200);
      const cells = (inventory.body as AdminInventoryResponse).calendar[0]!.boats.flatMap((boat) => boat.cells);
      return cells.flatMap((cell) => cell.bookings).find((ref) => ref.id === booking.id)?.crew;
    };
    expect(await calendarCrew()).toEqual({ captain: admin.email, deckhands: ['Alex Reed', 'Jo Park'] });
    expect((await asAdmin('PUT', path, { captain: null, deckhands: [] })).body.manifest.crew).toEqual({ captain: null, deckhands: [] });
    expect(await calendarCrew()).toEqual({ captain: null, deckhands: [] });
  });
});

describe("the organiser's portal routes", () => {
  // At real time: a portal session opens now and lapses after an idle hour, so not at the booking suites' clock 13 hours on.
  const asGuest = async (email: string, method: string, path: string, body?: unknown) =>
    api(method, path, { from: newClientAddress(), ...(body === undefined ? {} : { body }), headers: { cookie: await portalCookie(email) } });

  it('answer the organiser, refuse another guest with 404 and a signed-out visitor with 401, and store nothing on bad input', async () => {
    const { guest, booking } = await bookedQuote();
    const path = `/api/portal/trips/${booking.id}/manifest`;
    const own = await asGuest(guest.email, 'GET', path);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((own.body as OrganiserManifestResponse).manifest).toMatchObject({ bookingId: booking.id, alcoholOnBoard: true, signed: [], waiting: [] });

    const stranger = guestEmail('stranger');
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['POST', '/invitations', { emails: [guestEmail('x')] }],
      ['PUT', '/alcohol', { alcoholOnBoard: false }],
    ] as const) {
      expect((await asGuest(stranger, method, `${path}${suffix}`, body)).status, `${method} ${suffix}`).toBe(404);
      expect(
        (await api(method, `${path}${suffix}`, { from: newClientAddress(), ...(body === undefined ? {} : { body }) })).status,
        `${method} ${suffix} signed out`,
      ).toBe(401);
    }
    expect((await asGuest(guest.email, 'GET', `/api/portal/trips/${randomUUID()}/manifest`)).status).toBe(404);
    expect((await asGuest(guest.email, 'GET', '/api/portal/trips/not-an-id/manifest')).status).toBe(404);

    for (const body of [
      { emails: [] },
      { emails: ['not-an-address'] },
      { emails: 'a@b.example' },
      {},
      { emails: Array.from({ length: 51 }, (_, n) => `g${n}@test.example`) },
    ]) {
      expect((await asGuest(guest.email, 'POST', `${path}/invitations`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await asGuest(guest.email, 'PUT', `${path}/alcohol`, { alcoholOnBoard: 'no' })).status).toBe(400);
    expect(await manifestRepository(config).entries(booking.id)).toEqual({ invitations: [], signatures: [], onBoard: [] });
    expect((await manifestRepository(config).get(booking.id))?.alcoholOnBoard).toBe(true);

    const invited = await asGuest(guest.email, 'POST', `${path}/invitations`, { emails: [guestEmail('alex')] });
    expect(invited.status).toBe(200);
    expect((invited.body as InvitationsResponse).manifest.waiting).toHaveLength(1);
    const alcohol = await asGuest(guest.email, 'PUT', `${path}/alcohol`, { alcoholOnBoard: false });
    expect((alcohol.body as OrganiserManifestResponse).manifest).toMatchObject({ alcoholOnBoard: false, requiresTwentyOne: false });
  });
});
