import { expect } from 'vitest';
import type { EmailContent } from '#functions/app/shared/email/layout.ts';
import { dashboardPortalLink, tripPortalLink, type PortalLink } from '#functions/app/shared/email/portal-links.ts';

/** The site the e-mail unit tests link to, and the portal links they pass the templates. */
export const EMAIL_SITE = 'https://www.laketravispartycruises.example';
export const tripPortal = (bookingId: string): PortalLink => tripPortalLink(EMAIL_SITE, bookingId);
export const dashboardPortal: PortalLink = dashboardPortalLink(EMAIL_SITE);

/** The guest can follow the e-mail into that portal page from both bodies, and is told how to sign in. */
export function expectPortalLink(email: EmailContent, portal: PortalLink): void {
  expect(email.text).toContain(`\n${portal.href}\n`);
  expect(email.text).toContain('sign in with this e-mail address');
  expect(email.html).toContain(`<a href="${portal.href}">Open your guest portal</a>`);
}
