// Where the guest portal's pages live. E-mails link into them and the browser's router serves
// them; a signed-out guest who follows a link is sent to the sign-in with the page kept as `next`.

export const PORTAL_DASHBOARD_PATH = '/portal/dashboard';
export const PORTAL_PROFILE_PATH = '/portal/profile';

/** The guest's page for one booking. */
export function portalTripPath(bookingId: string): string {
  return `/portal/trips/${encodeURIComponent(bookingId)}`;
}

/** The path of a manifest's share link: the page where each guest signs (apart from the waiver's text, which e-mails do not need). */
export function waiverPath(manifestToken: string): string {
  return `/waiver/${manifestToken}`;
}
