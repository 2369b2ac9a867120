import { GuestInvited } from './manifest.ts';
import { GuestSignedIn } from './portal.ts';
import { GuestDataExported, GuestProfileUpdated } from './portal-profile.ts';

/**
 * The portal events the staff's customer timeline shows (decision 025). The portal-timeline
 * rule delivers exactly these, and functions/consumers/portal-timeline.ts has a line for each (a
 * unit test holds the two together). To show another portal event, add it here and its line there.
 */
export const PORTAL_TIMELINE_EVENTS = [GuestSignedIn, GuestProfileUpdated, GuestDataExported, GuestInvited] as const;
