import { PortalProfilePage } from '../../features/portal-profile/profile-page.tsx';

/** /portal/profile (decision 025), inside the portal's layout. */
export default function PortalProfileRoute() {
  return <PortalProfilePage />;
}
