import { describe, expect, it } from 'vitest';
import { portalDestination, portalSignInPathFor } from './session.ts';

describe('where a signed-in guest goes', () => {
  it.each([
    ['', '/portal/dashboard'],
    ['?next=%2Fportal%2Ftrips%2Fabc', '/portal/trips/abc'],
    ['?next=%2Fportal%2Fdashboard%3Ftab%3Dpast', '/portal/dashboard?tab=past'],
    ['?next=%2Fportal%2Ftrips%2F.%2Fabc', '/portal/trips/abc'],
  ])('follows a portal page it was sent from (%s)', (search, expected) => {
    expect(portalDestination(search)).toBe(expected);
  });

  it.each([
    ['another site', '?next=https%3A%2F%2Fevil.example%2Fportal'],
    ['a protocol-relative address', '?next=%2F%2Fevil.example%2Fportal'],
    ['a page outside the portal', '?next=%2Fdashboard'],
    ['a backslash', '?next=%2Fportal%5C%5Cevil.example'],
    ['the sign-in page itself', '?next=%2Fportal%2Flogin'],
    ['the verify page', '?next=%2Fportal%2Fverify%3Flink%3Dx'],
    // Resolved, these leave the portal: '//evil.example' is another host, '/dashboard' staff's page.
    ['dot segments before a second slash', '?next=%2Fportal%2F..%2F%2Fevil.example'],
    ['dot segments out of the portal', '?next=%2Fportal%2F..%2Fdashboard'],
    ['dot segments to the sign-in page', '?next=%2Fportal%2Ftrips%2F..%2Flogin'],
  ])('falls back to the dashboard for %s', (_what, search) => {
    expect(portalDestination(search)).toBe('/portal/dashboard');
  });

  it('sends a signed-out visitor to sign in with the page to come back to', () => {
    expect(portalSignInPathFor('/portal/trips/abc?x=1')).toBe('/portal/login?next=%2Fportal%2Ftrips%2Fabc%3Fx%3D1');
  });
});
