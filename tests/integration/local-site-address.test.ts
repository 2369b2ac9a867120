import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import { ownStack } from '#tests/support/own-stack.ts';
import { eventually } from '#tests/support/wait.ts';
import { api, newClientAddress } from './api-client.ts';

// npm start prints http://localhost:PORT while its gateway listens on 127.0.0.1 (issue 31): the
// e-mails' logo came from 127.0.0.1, another origin than the outbox page and the template preview
// opened on localhost, and their CSP (img-src 'self') blocked it. A stack given the name browsers
// visit it by (siteHost, as start.ts gives localhost) puts SITE_URL, and so every e-mail's logo
// and links, and the upload form's address, on that origin.
//
// On a stack of its own: the run's shared stack is visited at 127.0.0.1, as the suites' browser does.

const stack = ownStack({ siteHost: 'localhost' });

function saturdayAfter(days: number): IsoDate {
  let date = addDays(calendarDateIn(new Date()), days);
  while (dayOfWeek(date) !== 6) date = addDays(date, 1);
  return date;
}

interface OutboxMessage {
  to: string;
  role: string;
  html: string;
}

describe('the local stack visited by another name than it listens on', () => {
  it('puts SITE_URL and the upload form on the address it prints', () => {
    const { url, siteUrl, env } = stack();
    const port = new URL(url).port;
    expect(new URL(url).hostname).toBe('127.0.0.1');
    expect(siteUrl).toBe(`http://localhost:${port}`);
    expect(env['SITE_URL']).toBe(siteUrl);
    expect(new URL(env['MEDIA_UPLOAD_URL'] ?? '').origin).toBe(siteUrl);
  });

  it("e-mails a guest their quote with the logo and links on the site's printed origin, and serves the logo there", async () => {
    const { url, siteUrl } = stack();
    const selection: QuoteSelection = {
      kind: 'private',
      eventType: 'birthday',
      groupSize: 12,
      eventDate: saturdayAfter(70),
      packageType: 'standard',
      lilyPad: false,
    };
    const email = `logo.${randomUUID().slice(0, 8)}@test.example`;
    const saved = await api('POST', '/api/quotes', {
      from: newClientAddress(),
      gateway: url,
      body: { selection, contact: { name: 'Lee Logo', email, phone: '512-555-0177' }, source: 'chat' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);

    const message = await eventually(async () => {
      const listing = await api('GET', '/dev/outbox.json', { from: newClientAddress(), gateway: url });
      return (listing.body.messages as OutboxMessage[]).find((candidate) => candidate.to === email && candidate.role === 'customer');
    });
    const logo = /<img src="([^"]+)"/.exec(message.html)?.[1];
    expect(logo, message.html.slice(0, 400)).toBeDefined();
    expect(new URL(logo!).origin).toBe(siteUrl);
    const links = [...message.html.matchAll(/href="(http[^"]+)"/g)].map((match) => new URL(match[1]!).origin);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set([siteUrl]));

    // The same gateway answers the logo's path (localhost is this machine's loopback name).
    const served = await api('GET', new URL(logo!).pathname, { from: newClientAddress(), gateway: url });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
