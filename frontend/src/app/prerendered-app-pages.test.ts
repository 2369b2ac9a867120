import { describe, expect, it } from 'vitest';
import { portalPaths } from '#domain/portal/portal.ts';
import { renderAppRoute } from '../entry-server.tsx';
import { PRERENDERED_APP_ROUTES } from './prerendered-app-routes.ts';

// What the build writes for the app routes a guest lands on from a link (decision 055): the page
// itself, painted before any script, not the empty app shell.

async function rendered(path: string): Promise<string> {
  const route = PRERENDERED_APP_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not prerendered`);
  const { status, html } = await renderAppRoute(route);
  expect(status, path).toBe(200);
  return html.replace(/<!-- -->/g, '');
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('app routes prerendered with their content', () => {
  it('/book is its heading and whole form, in the site frame, with the calendar left to the browser (it needs the visitor’s today)', async () => {
    const html = await rendered('/book');
    expect(html).toMatch(/<h1[^>]*>Book your cruise<\/h1>/);
    for (const label of ['Cruise', 'Number of guests', 'Occasion', 'Full name', 'E-mail', 'Phone'])
      expect(html).toMatch(new RegExp(`<label for="[^"]+">${label}</label>`));
    for (const name of ['packageKey', 'groupSize', 'eventType', 'name', 'email', 'phone']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('Choose a time and book');
    expect(html.includes('class="site-masthead"'), 'the site header').toBe(true);
    expect(html).not.toContain('chat-calendar');
    expect(text(html)).toContain('The calendar appears as soon as you start using the page.');
  });

  it('/portal and /portal/login are the sign-in form in the portal’s own frame, not the marketing site’s', async () => {
    for (const path of [portalPaths.home, portalPaths.login]) {
      const html = await rendered(path);
      expect(html, path).toMatch(/<h1[^>]*>Your trips<\/h1>/);
      expect(html, path).toMatch(/<label for="[^"]+">E-mail<\/label>/);
      expect(html, path).toContain('Send me a code');
      expect(html, path).toContain('class="portal-masthead"');
      expect(html.includes('class="site-masthead"'), `${path}: the site header`).toBe(false);
    }
  });

  it('the signed-in portal pages are the portal’s frame waiting for who is signed in, and hand over at once', async () => {
    for (const path of [portalPaths.dashboard, portalPaths.profile]) {
      const html = await rendered(path);
      expect(html, path).toContain('class="portal-masthead"');
      expect(html, path).toContain('class="portal-waiting"');
      expect(text(html), path).toContain('Loading...');
      expect(PRERENDERED_APP_ROUTES.find((route) => route.path === path)?.hydrate, path).toBe('at-load');
    }
  });

  // Decision 061: the pages a booking's links open paint their frame and heading before any script,
  // the same for every token, and never anything of a booking.
  it('/pay and /waiver are the site’s frame with the page’s heading, what it is for and a loading state a screen tall', async () => {
    for (const [path, heading, loading] of [
      ['/pay/:token', 'Pay your share', 'Loading the booking...'],
      ['/waiver/:token', 'Sign the waiver', 'Loading the waiver...'],
    ] as const) {
      const html = await rendered(path);
      expect(html.includes('class="site-masthead"'), `${path}: the site header`).toBe(true);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, path).toContain('quote-page--loading');
      expect(text(html), path).toContain(loading);
      expect(PRERENDERED_APP_ROUTES.find((route) => route.path === path)?.hydrate, path).toBe('at-load');
    }
  });

  it('/portal/trips/:id is the portal’s frame with the trip’s heading while it asks who is signed in, a screen tall', async () => {
    const html = await rendered('/portal/trips/:id');
    expect(html).toContain('class="portal-masthead"');
    expect(html.includes('class="site-masthead"'), 'the site header').toBe(false);
    expect(html).toMatch(/<h1 class="portal-trip__title">Your trip<\/h1>/);
    expect(html).toContain('portal-trip--loading');
    expect(text(html)).toContain('Loading your trip...');
    expect(text(html)).toContain('what to bring');
    expect(html).not.toContain('portal-waiting');
  });
});
