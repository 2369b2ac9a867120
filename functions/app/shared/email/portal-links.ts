import { PORTAL_DASHBOARD_PATH, portalTripPath } from '#domain/portal/portal-links.ts';

/** The guest portal page an e-mail points to, and what the link says it opens. */
export interface PortalLink {
  href: string;
  /** What the guest finds there, in a sentence's middle: "your trip", "your trips and quotes". */
  opens: string;
}

/** The booking's page in the portal: the e-mails about one booking link here. */
export function tripPortalLink(siteUrl: string, bookingId: string): PortalLink {
  return { href: new URL(portalTripPath(bookingId), siteUrl).href, opens: 'this trip, its payments and your group' };
}

/** The portal's dashboard, for e-mails about no booking yet (a quote, an enquiry). */
export function dashboardPortalLink(siteUrl: string): PortalLink {
  return { href: new URL(PORTAL_DASHBOARD_PATH, siteUrl).href, opens: 'your quotes and trips' };
}

/** The sentence every guest e-mail ends with, naming the portal and how to get in (no password). */
export function portalSentence(link: PortalLink): string {
  return `See ${link.opens} any time in your guest portal: sign in with this e-mail address, and we e-mail you a code (no password).`;
}
