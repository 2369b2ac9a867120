import { describe, expect, it } from 'vitest';
import type { AdminContentBlocksResponse } from '#domain/content/content-blocks.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { contentBlocksRepository } from '#functions/adapters/dynamodb/content-blocks-repository.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { isOwed } from '#tests/support/bus.ts';
import { withContentBlocksLock } from '#tests/support/stack-lock.ts';
import { eventually } from '#tests/support/wait.ts';
import { adminEmail, asAdmin, customerSession } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';

// The content blocks routes (decision 032): what a save stores, what it refuses (and then stores
// nothing), the stale save, and the event that republishes the site.

const config = loadConfig();
const stored = () => contentBlocksRepository(config).get();

async function current(): Promise<AdminContentBlocksResponse> {
  const response = await asAdmin('GET', '/api/admin/content-blocks');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as AdminContentBlocksResponse;
}
const put = (key: string, body: unknown) => asAdmin('PUT', `/api/admin/content-blocks/${encodeURIComponent(key)}`, body);

/** Every test starts and ends with every block on its default, holding the blocks' lock. */
function blocksTest(name: string, run: () => Promise<void>) {
  it(name, () =>
    withContentBlocksLock(async () => {
      const reset = async () => {
        for (const block of (await current()).blocks.filter((candidate) => candidate.customised)) {
          expect((await put(block.key, { version: (await current()).version, text: block.defaultText })).status).toBe(200);
        }
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

describe('the content blocks routes', () => {
  it.each([
    ['GET', '/api/admin/content-blocks', undefined],
    ['PUT', '/api/admin/content-blocks/faq.cta.heading', { version: 0, text: 'Not staff' }],
  ] as const)('%s %s answers 401 signed out and 403 to a non-admin', async (method, path, body) => {
    const request = (cookie?: string) => api(method, path, { from: newClientAddress(), ...(body ? { body } : {}), headers: cookie ? { cookie } : {} });
    expect((await request()).status).toBe(401);
    expect((await request(await customerSession())).status).toBe(403);
  });

  blocksTest('a save stores only the changed block; the default text resets it', async () => {
    const before = await current();
    const saved = await put('faq.cta.heading', { version: before.version, text: 'Anything else on your mind?' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const body = saved.body as AdminContentBlocksResponse;
    expect(body.version).toBe(before.version + 1);
    expect(body.updatedBy).toBe(adminEmail);
    expect(body.blocks.find((block) => block.key === 'faq.cta.heading')).toMatchObject({
      text: 'Anything else on your mind?',
      customised: true,
      defaultText: 'Still have a question?',
    });
    expect((await stored())?.overrides).toEqual({ 'faq.cta.heading': 'Anything else on your mind?' });

    const reset = await put('faq.cta.heading', { version: body.version, text: 'Still have a question?' });
    expect(reset.status).toBe(200);
    expect((await stored())?.overrides).toEqual({});
  });

  blocksTest('a price token is stored as a token and rendered from the rate table', async () => {
    const before = await current();
    const saved = await put('gallery.cta.text', { version: before.version, text: 'Disco tickets from {{price.discoFrom}} a head.' });
    expect(saved.status).toBe(200);
    const block = (saved.body as AdminContentBlocksResponse).blocks.find((candidate) => candidate.key === 'gallery.cta.text')!;
    const disco = before.priceTokens.find((token) => token.token === '{{price.discoFrom}}')!.rendered;
    expect(block.rendered).toBe(`Disco tickets from ${disco} a head.`);
    expect((await stored())?.overrides).toEqual({ 'gallery.cta.text': 'Disco tickets from {{price.discoFrom}} a head.' });
  });

  blocksTest('a typed price or a block too long is a 422 naming the text, and stores nothing', async () => {
    const before = await current();
    const priced = await put('home.hero.title', { version: before.version, text: 'Party boats from $399 all in' });
    expect(priced.status).toBe(422);
    expect(priced.body.error).toMatchObject({ code: 'CONTENT_BLOCK_REFUSED', fields: { text: expect.stringContaining('replace "$399" with a price token') } });
    const long = await put('faq.cta.heading', { version: before.version, text: 'x'.repeat(81) });
    expect(long.status).toBe(422);
    expect(long.body.error.fields.text).toBe('Keep it to 80 characters (it has 81).');
    const token = await put('faq.cta.heading', { version: before.version, text: 'From {{price.cheapest}}' });
    expect(token.status).toBe(422);
    expect(await current()).toEqual(before);
  });

  blocksTest('a malformed body is a 400 naming the field, an unknown block a 404, and neither stores anything', async () => {
    const before = await current();
    for (const body of [
      { text: 'No version' },
      { version: -1, text: 'Negative' },
      { version: before.version, text: 42 },
      { version: before.version, text: 'x', extra: true },
    ]) {
      const refused = await put('faq.cta.heading', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.error.fields ?? {}).length, JSON.stringify(refused.body)).toBeGreaterThan(0);
    }
    const unknown = await put('no.such.block', { version: before.version, text: 'Hello' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('CONTENT_BLOCK_NOT_FOUND');
    expect(await current()).toEqual(before);
  });

  blocksTest('a save from a stale version is a 409 and keeps the save that won', async () => {
    const before = await current();
    expect((await put('faq.intro.title', { version: before.version, text: 'Your questions, answered' })).status).toBe(200);
    const stale = await put('faq.cta.heading', { version: before.version, text: 'Something else?' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CONTENT_BLOCKS_CHANGED');
    expect((await stored())?.overrides).toEqual({ 'faq.intro.title': 'Your questions, answered' });
    expect((await current()).version).toBe(before.version + 1);
  });

  blocksTest('every save publishes ContentBlocksChanged (which republishes the site) and owes nothing to the sweeper', async () => {
    const before = await current();
    expect((await put('home.hero.title', { version: before.version, text: 'Lake Travis party boats, your way' })).status).toBe(200);
    const record = await stored();
    const entry = await eventually(async () => record && (await auditRepository(config).get(record.eventId)));
    expect(entry).toMatchObject({
      source: 'cruises.content',
      detailType: 'ContentBlocksChanged',
      data: { contentVersion: before.version + 1, updatedBy: adminEmail, key: 'home.hero.title', page: '/', reset: false },
    });
    expect(await isOwed(record!.eventId)).toBe(false);
  });
});
