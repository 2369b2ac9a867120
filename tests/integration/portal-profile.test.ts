import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { guestProfilesRepository } from '#functions/adapters/dynamodb/guest-profiles-repository.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { saveQuote } from '#functions/app/booking/save-quote.ts';
import { expectDone } from '#tests/support/outcomes.ts';
import { drainBus } from '#tests/support/bus.ts';
import { portalCookie } from '#tests/support/portal.ts';
import { api, newClientAddress } from './api-client.ts';
import { config, privateSelection } from './booking-support.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';

// The profile's routes through the gateway, as a signed-in guest (decision 025).

const newEmail = () => `portal.profile.${randomUUID().slice(0, 8)}@test.example`;
const as = async (email: string) => ({ cookie: await portalCookie(email) });
const form = { name: 'Avery Portal', phone: '(512) 555-0123', preferences: { balanceReminders: true, thankYou: true } };

describe('the portal profile routes', () => {
  it('need a signed-in guest', async () => {
    for (const [method, path] of [
      ['GET', '/api/portal/profile'],
      ['PUT', '/api/portal/profile'],
      ['GET', '/api/portal/profile/data'],
      ['POST', '/api/portal/profile/delete'],
    ] as const) {
      expect((await api(method, path, { from: newClientAddress(), body: {} })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('show what we last heard from the guest until they save, refuse bad input with nothing changed, then save', async () => {
    const email = newEmail();
    const headers = await as(email);
    expectDone(
      await saveQuote(
        config,
        { selection: privateSelection(freshCruiseDate(4), 10), contact: { name: 'Avery Quote', email, phone: '(512) 555-0100' }, source: 'chat' },
        { now: new Date() },
      ),
    );
    await drainBus();
    const first = await api('GET', '/api/portal/profile', { from: newClientAddress(), headers });
    expect(first.body.profile).toEqual({
      email,
      name: 'Avery Quote',
      phone: '(512) 555-0100',
      preferences: { balanceReminders: true, thankYou: true },
      updatedAt: null,
    });

    for (const body of [
      { ...form, phone: '555', expectedUpdatedAt: null },
      { ...form, name: '', expectedUpdatedAt: null },
      { ...form, preferences: {}, expectedUpdatedAt: null },
      { ...form, email: 'someone@else.example', expectedUpdatedAt: null },
      form,
    ]) {
      const refused = await api('PUT', '/api/portal/profile', { from: newClientAddress(), headers, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(await guestProfilesRepository(config).read(email)).toBeNull();

    const saved = await api('PUT', '/api/portal/profile', { from: newClientAddress(), headers, body: { ...form, expectedUpdatedAt: null } });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ ...form, email, updatedAt: expect.any(String) });
    // A second tab that read the profile before that save cannot overwrite it.
    const stale = await api('PUT', '/api/portal/profile', { from: newClientAddress(), headers, body: { ...form, name: 'Other Tab', expectedUpdatedAt: null } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('PROFILE_CHANGED');
    expect((await guestProfilesRepository(config).read(email))?.name).toBe('Avery Portal');

    // Staff see the change in the customer's timeline, and the new name on the customer.
    await drainBus();
    const timeline = await customersRepository(config).listTimeline(email);
    expect(timeline.find((entry) => entry.kind === 'portal')).toMatchObject({ activity: 'GuestProfileUpdated', summary: 'Changed the name and the phone' });
    expect((await customersRepository(config).get(email))?.name).toBe('Avery Portal');
  });

  it("give each guest only their own profile and data, and delete only the signed-in guest's account", async () => {
    const [mine, theirs] = [newEmail(), newEmail()];
    const [myHeaders, theirHeaders] = [await as(mine), await as(theirs)];
    await api('PUT', '/api/portal/profile', {
      from: newClientAddress(),
      headers: theirHeaders,
      body: { ...form, name: 'Their Name', expectedUpdatedAt: null },
    });

    const mineShown = await api('GET', '/api/portal/profile', { from: newClientAddress(), headers: myHeaders });
    expect(mineShown.body.profile.email).toBe(mine);
    const file = await api('GET', '/api/portal/profile/data', { from: newClientAddress(), headers: myHeaders });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="my-cruise-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(JSON.stringify(file.body)).not.toContain(theirs);

    // Typing another guest's address deletes nothing.
    const wrong = await api('POST', '/api/portal/profile/delete', { from: newClientAddress(), headers: myHeaders, body: { confirmEmail: theirs } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.confirmEmail).toBe('That is not the address you signed in with.');
    expect(await guestProfilesRepository(config).read(theirs)).not.toBeNull();

    const deleted = await api('POST', '/api/portal/profile/delete', {
      from: newClientAddress(),
      headers: theirHeaders,
      body: { confirmEmail: ` ${theirs.toUpperCase()} ` },
    });
    expect(deleted.status).toBe(200);
    expect(await guestProfilesRepository(config).read(theirs)).toBeNull();
    // Their session ended with the account; mine did not.
    expect((await api('GET', '/api/portal/profile', { from: newClientAddress(), headers: theirHeaders })).status).toBe(401);
    expect((await api('GET', '/api/portal/profile', { from: newClientAddress(), headers: myHeaders })).status).toBe(200);
  });
});
