import { businessFacts } from '#domain/site/business.ts';
import { PortalProfilePage } from '../../features/portal-profile/profile-page.tsx';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';

/** /portal/profile (decision 025), inside the portal's layout: a private page, never indexed. */
export default function PortalProfileRoute() {
  usePrivatePageHead(`Your profile | ${businessFacts.name}`);
  return <PortalProfilePage />;
}
