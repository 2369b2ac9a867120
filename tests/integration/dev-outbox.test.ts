import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#functions/platform/config.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { api, newClientAddress } from './api-client.ts';

describe('GET /dev/outbox (local gateway only)', () => {
  it('lists the newest messages as an accessible HTML page, every value escaped', async () => {
    const eventId = randomUUID();
    await outboxRepository(loadConfig()).addClaimed(
      {
        eventId,
        role: 'staff',
        detailType: 'LeadCaptured',
        to: 'staff@example.com',
        from: 'Crew <crew@example.com>',
        subject: `New lead: <script>alert("${eventId}")</script>`,
        text: `Line one & <b>two</b> ${eventId}`,
        html: '<p>ignored here</p>',
        createdAt: new Date().toISOString(),
      },
      new Date(),
      60_000,
    );

    const page = await api('GET', '/dev/outbox', { from: newClientAddress() });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body as string;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html).toMatch(/<caption>[^<]+<\/caption>/);
    expect(html).toContain('<th scope="col">Subject</th>');
    expect(html).toContain(`New lead: &lt;script&gt;alert(&quot;${eventId}&quot;)&lt;/script&gt;`);
    expect(html).toContain(`<pre>Line one &amp; &lt;b&gt;two&lt;/b&gt; ${eventId}</pre>`);
    expect(html).not.toContain('<script>');

    const listing = await api('GET', '/dev/outbox.json', { from: newClientAddress() });
    expect(listing.status).toBe(200);
    expect(listing.body.messages.length).toBeLessThanOrEqual(100);
    expect(listing.body.messages.find((message: { eventId: string }) => message.eventId === eventId)).toMatchObject({
      role: 'staff',
      status: 'sending',
      to: 'staff@example.com',
    });
  });

  it('answers only GET', async () => {
    expect((await api('POST', '/dev/outbox', { from: newClientAddress(), body: {} })).status).toBe(405);
  });
});
