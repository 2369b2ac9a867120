import { describe, expect, it } from 'vitest';
import type { AdminBusinessSettings, AdminBusinessSettingsResponse } from '#domain/people/back-office.ts';
import { businessFactDefaults } from '#domain/site/business.ts';
import { businessFactEditableDefaults, type EditableBusinessFacts } from '#domain/site/business-settings.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { businessSettingsRepository } from '#functions/adapters/dynamodb/business-settings-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { BUSINESS_FACTS_CACHE_MS, currentBusinessFacts, forgetBusinessFacts } from '#functions/app/site/business-facts.ts';
import { isOwed } from '#tests/support/bus.ts';
import { withBusinessSettingsLock } from '#tests/support/stack-lock.ts';
import { eventually } from '#tests/support/wait.ts';
import { adminEmail, asAdmin, guestLead, uniqueEmail } from './admin-support.ts';

const config = loadConfig();
const stored = () => businessSettingsRepository(config).get();

const current = async (): Promise<AdminBusinessSettings> => {
  const response = await asAdmin('GET', '/api/admin/settings');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as AdminBusinessSettingsResponse).settings;
};
const put = (version: number, facts: unknown) => asAdmin('PUT', '/api/admin/settings', { version, facts });

/** Every test starts and ends on the defaults, holding the settings so no other suite saves in between. */
function settingsTest(name: string, run: () => Promise<void>) {
  it(name, () =>
    withBusinessSettingsLock(async () => {
      const reset = async () => {
        const before = await current();
        if (before.customised.length > 0) expect((await put(before.version, businessFactEditableDefaults)).status).toBe(200);
      };
      await reset();
      try {
        await run();
      } finally {
        await reset();
      }
    }),
  );
}

function edited(change: (facts: EditableBusinessFacts) => void): EditableBusinessFacts {
  const facts = structuredClone(businessFactEditableDefaults);
  change(facts);
  return facts;
}

const newPhone = edited((facts) => {
  facts.phone = { display: '(737) 555-0199', e164: '+17375550199' };
  facts.email = { address: 'crew@cove.example' };
  facts.businessHours.sunday = { closed: true };
  facts.rating.reviewCount = 1312;
});

describe('the business settings routes', () => {
  settingsTest('GET answers the defaults until staff save, with the version to save against', async () => {
    const settings = await current();
    expect(settings).toMatchObject({ facts: businessFactEditableDefaults, defaults: businessFactEditableDefaults, customised: [] });
    expect(settings.version).toBeGreaterThanOrEqual(0);
  });

  settingsTest('PUT stores only what differs from the defaults, and GET then answers it with who saved and when', async () => {
    const before = await current();
    const saved = await put(before.version, newPhone);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    const settings = (saved.body as AdminBusinessSettingsResponse).settings;
    expect(settings).toEqual({
      facts: newPhone,
      defaults: businessFactEditableDefaults,
      customised: ['phone', 'email', 'businessHours', 'rating.reviewCount'],
      version: before.version + 1,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedBy: adminEmail,
    });
    expect(await current()).toEqual(settings);

    const record = await stored();
    expect(record?.overrides).toEqual({
      phone: newPhone.phone,
      email: newPhone.email,
      businessHours: businessFactDefaults.businessHours.filter((hours) => hours.day !== 'sunday'),
      rating: { reviewCount: 1312 },
    });
    expect(record?.changed).toEqual(['phone', 'email', 'businessHours', 'rating.reviewCount']);
  });

  settingsTest('a bad body is a 400 with a message per field, and changes nothing', async () => {
    const before = await current();
    const future = Number(new Date().toISOString().slice(0, 4)) + 2;
    const bad = edited((facts) => {
      facts.phone.e164 = '+1555';
      facts.foundedYear = future;
      facts.social.instagram.handle = 'no-at-sign';
      facts.businessHours.monday = { closed: false, opens: '22:00', closes: '09:00' };
      facts.rating.value = 4.85;
    });
    const response = await put(before.version, bad);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(response.body.error.fields).sort()).toEqual(
      ['facts.businessHours.monday.closes', 'facts.foundedYear', 'facts.phone.e164', 'facts.rating.value', 'facts.social.instagram.handle'].sort(),
    );
    expect(response.body.error.fields['facts.foundedYear']).toMatch(/^Enter a year no later than \d{4}\.$/);

    for (const body of [
      { facts: newPhone },
      { version: -1, facts: newPhone },
      { version: before.version, facts: newPhone, extra: true },
      { version: before.version, facts: 'all of them' },
    ]) {
      const refused = await asAdmin('PUT', '/api/admin/settings', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.fields).toBeDefined();
    }
    expect(await current()).toEqual(before);
  });

  settingsTest('a save from a stale version is a 409 and keeps the save that won', async () => {
    const before = await current();
    expect((await put(before.version, newPhone)).status).toBe(200);
    const other = edited((facts) => (facts.foundedYear = 2011));
    const stale = await put(before.version, other);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'SETTINGS_CHANGED', message: expect.stringContaining('Someone else saved') });
    const after = await current();
    expect(after.facts).toEqual(newPhone);
    expect(after.version).toBe(before.version + 1);
    // A save from a version that never existed is refused the same way.
    expect((await put(after.version + 5, other)).status).toBe(409);
  });

  settingsTest('repeating a save whose answer was lost answers it again instead of a 409, and stores no new version', async () => {
    const before = await current();
    const first = await put(before.version, newPhone);
    const again = await put(before.version, newPhone);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await current()).version).toBe(before.version + 1);
  });

  settingsTest('every save publishes BusinessFactsChanged (the audit log records it) and owes nothing to the sweeper', async () => {
    const before = await current();
    expect((await put(before.version, newPhone)).status).toBe(200);
    const record = await stored();
    const entry = await eventually(async () => record && (await auditRepository(config).get(record.eventId)));
    expect(entry).toMatchObject({
      source: 'cruises.settings',
      detailType: 'BusinessFactsChanged',
      data: { settingsVersion: before.version + 1, updatedBy: adminEmail, changed: ['phone', 'email', 'businessHours', 'rating.reviewCount'] },
    });
    expect(await isOwed(record!.eventId)).toBe(false);
  });

  settingsTest('the e-mails written after a save give the new phone and take replies at the new address', async () => {
    const before = await current();
    expect((await put(before.version, newPhone)).status).toBe(200);
    const guest = uniqueEmail('settings-lead');
    await guestLead(guest, 'contact-form');
    const receipt = await eventually(async () => (await outboxRepository(config).listByRecipient(guest)).find((message) => message.role === 'customer'));
    for (const body of [receipt.text, receipt.html]) {
      expect(body).toContain('(737) 555-0199');
      expect(body).not.toContain(businessFactDefaults.phone.display);
    }
    expect(receipt.html).toContain('href="tel:+17375550199"');
    expect(receipt.text).toContain('crew@cove.example');
    expect(receipt.replyTo).toBe('crew@cove.example');
  });

  settingsTest('server code reads the saved facts through a cache of a minute per warm function', async () => {
    forgetBusinessFacts();
    const start = new Date();
    expect((await currentBusinessFacts(config, start)).phone).toEqual(businessFactDefaults.phone);
    // Another function saves (this test process's cache is not told, as a warm Lambda's is not).
    const before = await current();
    expect((await put(before.version, newPhone)).status).toBe(200);
    const later = (ms: number) => new Date(start.getTime() + ms);
    expect((await currentBusinessFacts(config, later(BUSINESS_FACTS_CACHE_MS - 1))).phone.display).toBe(businessFactDefaults.phone.display);
    const fresh = await currentBusinessFacts(config, later(BUSINESS_FACTS_CACHE_MS));
    expect(fresh.phone).toEqual({ display: '(737) 555-0199', e164: '+17375550199', href: 'tel:+17375550199' });
    expect(fresh.businessHours.map((hours) => hours.day)).not.toContain('sunday');
    forgetBusinessFacts();
  });

  settingsTest('saving the defaults resets: nothing is stored as changed, and the e-mails go back to the defaults', async () => {
    const before = await current();
    const changed = await put(before.version, newPhone);
    const reset = await put((changed.body as AdminBusinessSettingsResponse).settings.version, businessFactEditableDefaults);
    expect(reset.status).toBe(200);
    expect((reset.body as AdminBusinessSettingsResponse).settings).toMatchObject({
      facts: businessFactEditableDefaults,
      customised: [],
      version: before.version + 2,
    });
    expect((await stored())?.overrides).toEqual({});
    const guest = uniqueEmail('settings-reset');
    await guestLead(guest, 'contact-form');
    const receipt = await eventually(async () => (await outboxRepository(config).listByRecipient(guest)).find((message) => message.role === 'customer'));
    expect(receipt.text).toContain(businessFactDefaults.phone.display);
  });
});
