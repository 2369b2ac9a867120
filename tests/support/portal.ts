import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { portalPaths } from '#domain/portal/portal.ts';
import { PortalCodeRequested } from '#events/portal.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { portalSessionsRepository } from '#functions/adapters/dynamodb/portal-sessions-repository.ts';
import { newPortalSession, newPortalSessionToken } from '#functions/platform/auth/portal-session.ts';
import { testClock } from './test-clock.ts';
import { eventually } from './wait.ts';

// The customer portal's sessions for tests (decision 022), as tests/support/cognito.ts is for staff.

/**
 * A `Cookie` header value holding a live portal session for `email`, made without the sign-in
 * (the session is stored as the verify route stores it). It opens at the later of now and the
 * suite's test clock, so requests sent at either (with or without clockHeaders()) find it live.
 */
export async function portalCookie(email: string): Promise<string> {
  const token = newPortalSessionToken();
  const opened = new Date(Math.max(Date.now(), testClock.getTime()));
  await portalSessionsRepository(loadConfig()).create(newPortalSession(token, email.trim().toLowerCase(), opened));
  return `__Host-portal=${token}`;
}

export interface PortalCodeEmail {
  code: string;
  link: string;
  text: string;
}

/** The sign-in e-mails sent to `email` so far, newest first, with their codes and links. */
export async function portalCodeEmails(email: string): Promise<PortalCodeEmail[]> {
  const messages = await outboxRepository(loadConfig()).listByRecipient(email.trim().toLowerCase(), 100);
  return messages
    .filter((message) => message.detailType === PortalCodeRequested.detailType)
    .map((message) => {
      const code = /Your code: (\d{6})/.exec(message.text)?.[1];
      const link = /Sign in: (\S+)/.exec(message.text)?.[1];
      if (!code || !link) throw new Error(`The sign-in e-mail to ${email} has no code or link:\n${message.text}`);
      return { code, link, text: message.text };
    });
}

/** Waits for the sign-in e-mail after the `seen` ones already sent to `email`, and answers it. */
export async function nextPortalCodeEmail(email: string, seen: number): Promise<PortalCodeEmail> {
  return eventually(async () => {
    const emails = await portalCodeEmails(email);
    return emails.length > seen ? emails[0] : undefined;
  }, 15_000);
}

/**
 * Signs in to the portal the way a guest does, on `page`: the e-mail on /portal/login, the code
 * read from the outbox on /portal/verify; resolves on the dashboard. `email` must have a booking,
 * a quote or a customer record, or no code is sent.
 */
export async function signInToPortal(page: Page, email: string): Promise<void> {
  const seen = (await portalCodeEmails(email)).length;
  await page.goto(new URL(portalPaths.login, inject('stack').url).href);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('6-digit code').waitFor();
  const { code } = await nextPortalCodeEmail(email, seen);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === portalPaths.dashboard, { timeout: 15_000 });
}

/**
 * Starts `page`'s visitor signed in to the portal as `email` (a session stored as the verify route
 * stores it, its cookie in the page's context), without the e-mailed code. The sign-in itself is
 * portal-sign-in's to prove; the suites about what a signed-in guest does start here.
 */
export async function signedInToPortal(page: Page, email: string): Promise<void> {
  const [name, value] = (await portalCookie(email)).split('=') as [string, string];
  // By host and path: Chromium refuses a Secure cookie given by an http: URL, though it keeps the
  // one the verify route sets over http on a loopback address.
  const domain = new URL(inject('stack').url).hostname;
  await page.context().addCookies([{ name, value, domain, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }]);
}
