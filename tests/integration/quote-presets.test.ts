import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/shared/dates.ts';
import type { AppliedQuotePresetResponse, QuotePreset, QuotePresetListResponse } from '#domain/booking/quote-presets.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { quotePresetsRepository } from '#functions/adapters/dynamodb/quote-presets-repository.ts';
import { testToday } from '#tests/support/test-clock.ts';
import { adminEmail, asAdmin } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';

// Saved quote presets (issue 18, decision 029). The stack is shared and keeps at most 50 presets,
// so every preset made here has a name of its own and is deleted again afterwards.
const config = loadConfig();
const suffix = randomUUID().slice(0, 8);
const named = (name: string) => `${name} ${suffix}`;
const made: string[] = [];

const choices = {
  eventType: 'bachelorette',
  groupSize: 22,
  cruiseKind: 'private',
  packageKey: 'ultimate',
  lilyPad: false,
  brideIncluded: false,
  addOns: [] as Array<{ productId: string; quantity: number }>,
};

async function create(name: string, overrides: Record<string, unknown> = {}) {
  const response = await asAdmin('POST', '/api/admin/quote-presets', { name, choices: { ...choices, ...overrides } });
  if (response.status === 201) made.push((response.body.preset as QuotePreset).id);
  return response;
}

const storedNames = async () => (await quotePresetsRepository(config).list()).map((preset) => preset.name);

afterAll(async () => {
  for (const id of made) await asAdmin('DELETE', `/api/admin/quote-presets/${id}`);
});

describe('the quote preset routes', () => {
  it('saves the choices under a name, lists them, and answers 409 naming the field for a name in use', async () => {
    const name = named('Bachelorette Saturday, Clever Girl, ultimate');
    const created = await create(name, { promoCode: ' summer10 ' });
    expect(created.status).toBe(201);
    const preset = created.body.preset as QuotePreset;
    expect(preset).toMatchObject({ name, updatedBy: adminEmail, choices: { ...choices, promoCode: 'SUMMER10' } });

    const listed = (await asAdmin('GET', '/api/admin/quote-presets')).body as QuotePresetListResponse;
    expect(listed.max).toBe(50);
    expect(listed.presets.find((found) => found.id === preset.id)).toEqual(preset);

    // Case and spacing do not make another name.
    const clash = await create(`  ${name.toUpperCase()} `);
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ code: 'QUOTE_PRESET_NAME_TAKEN', fields: { name: expect.stringContaining('already') } });
    expect((await storedNames()).filter((stored) => stored.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const before = await storedNames();
    const cases: Array<[unknown, string]> = [
      [{ choices }, 'name'],
      [{ name: '   ', choices }, 'name'],
      [{ name: 'x'.repeat(81), choices }, 'name'],
      [{ name: named('Bad guests'), choices: { ...choices, groupSize: 500 } }, 'choices.groupSize'],
      [{ name: named('Bad package'), choices: { ...choices, cruiseKind: 'disco' } }, 'choices.packageKey'],
      [{ name: named('Bad code'), choices: { ...choices, promoCode: 'x' } }, 'choices.promoCode'],
      [{ name: named('Bad add-on'), choices: { ...choices, addOns: [{ productId: 'coolers-on-ice', quantity: 0 }] } }, 'choices.addOns.0.quantity'],
      [{ name: named('No kind'), choices: { ...choices, cruiseKind: undefined } }, 'choices.cruiseKind'],
    ];
    for (const [body, field] of cases) {
      const response = await asAdmin('POST', '/api/admin/quote-presets', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.error.fields), JSON.stringify(body)).toContain(field);
    }
    expect(await storedNames()).toEqual(before);
  });

  it('renames a preset, refusing a name another preset has', async () => {
    const first = (await create(named('Corporate weekday'))).body.preset as QuotePreset;
    const second = (await create(named('Birthday small'), { eventType: 'birthday', groupSize: 10, packageKey: 'standard' })).body.preset as QuotePreset;
    const clash = await asAdmin('PUT', `/api/admin/quote-presets/${second.id}`, { name: first.name });
    expect(clash.status).toBe(409);
    expect(clash.body.error.fields.name).toMatch(/already/);

    const renamed = await asAdmin('PUT', `/api/admin/quote-presets/${second.id}`, { name: named('Birthday, ten guests') });
    expect(renamed.status).toBe(200);
    expect(renamed.body.preset).toMatchObject({ id: second.id, name: named('Birthday, ten guests'), choices: second.choices });
    // The old name is free again.
    expect((await create(named('Birthday small'))).status).toBe(201);
  });

  it('deletes a preset (404 after), and answers 401 without a session', async () => {
    const preset = (await create(named('Short lived'))).body.preset as QuotePreset;
    expect((await api('DELETE', `/api/admin/quote-presets/${preset.id}`, { from: newClientAddress() })).status).toBe(401);
    expect((await asAdmin('DELETE', `/api/admin/quote-presets/${preset.id}`)).status).toBe(204);
    expect(await quotePresetsRepository(config).get(preset.id)).toBeNull();
    expect((await asAdmin('DELETE', `/api/admin/quote-presets/${preset.id}`)).status).toBe(404);
    expect((await asAdmin('GET', `/api/admin/quote-presets/${preset.id}/apply`)).status).toBe(404);
    expect((await asAdmin('GET', '/api/admin/quote-presets/not-an-id/apply')).status).toBe(404);
    // Its name can be used again.
    expect((await create(named('Short lived'))).status).toBe(201);
  });

  it('applies a preset leaving out a switched-off add-on and code, and says what it left out', async () => {
    const productId = `preset-off-${suffix}`;
    const product = {
      name: `Retired float ${suffix}`,
      per: 'cruise',
      unitAmount: 4500,
      boats: ['boat_day_tripper', 'boat_me_seeks_the_irony', 'boat_clever_girl'],
      cruiseKinds: ['private'],
    };
    expect((await asAdmin('POST', '/api/admin/products', { id: productId, ...product })).status).toBe(201);
    const code = `PRESETOFF${suffix.replace(/-/g, '').toUpperCase()}`;
    const terms = { kind: 'percent', value: 10, validFrom: addDays(testToday(), -1), validTo: addDays(testToday(), 30), cruiseKinds: ['private', 'disco'] };
    expect((await asAdmin('POST', '/api/admin/promo-codes', { code, ...terms })).status).toBe(201);

    const preset = (
      await create(named('With extras'), {
        addOns: [
          { productId: 'coolers-on-ice', quantity: 2 },
          { productId, quantity: 1 },
        ],
        promoCode: code,
      })
    ).body.preset as QuotePreset;
    const whole = (await asAdmin('GET', `/api/admin/quote-presets/${preset.id}/apply`)).body as AppliedQuotePresetResponse;
    expect(whole.leftOut).toEqual([]);
    expect(whole.choices).toEqual(preset.choices);

    // Staff switch the add-on and the code off after the preset was saved.
    expect((await asAdmin('PUT', `/api/admin/products/${productId}`, { ...product, active: false })).status).toBe(200);
    expect((await asAdmin('PUT', `/api/admin/promo-codes/${code}`, { ...terms, active: false })).status).toBe(200);
    const applied = await asAdmin('GET', `/api/admin/quote-presets/${preset.id}/apply`);
    expect(applied.status).toBe(200);
    const body = applied.body as AppliedQuotePresetResponse;
    expect(body.choices).toEqual({ ...choices, addOns: [{ productId: 'coolers-on-ice', quantity: 2 }] });
    expect(body.leftOut).toEqual([
      { field: 'addOns', value: productId, message: expect.stringContaining(`Retired float ${suffix}`) },
      { field: 'promoCode', value: code, message: expect.stringContaining('switched off') },
    ]);
    // Applying stores nothing: the preset keeps what it was saved with.
    expect((await quotePresetsRepository(config).get(preset.id))?.choices).toEqual(preset.choices);
  });
});
