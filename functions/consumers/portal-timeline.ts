import { profileChangeSummary } from '#domain/portal/guest-profile.ts';
import type { Envelope } from '#events/envelope.ts';
import { GuestInvited } from '#events/manifest.ts';
import { GuestSignedIn } from '#events/portal.ts';
import { GuestDataExported, GuestProfileUpdated } from '#events/portal-profile.ts';
import { customersRepository, type CustomerActivity } from '../adapters/dynamodb/customers-repository.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { logger } from '../platform/logger.ts';

/** What a portal event tells staff: whose it is, what they did in a line, and the contact it brings. */
export interface PortalLine {
  email: string;
  summary: string;
  name?: string;
  phone?: string;
  bookingId?: string;
}

/**
 * One line per portal event in events/portal-timeline.ts, keyed by its detail type. The summary
 * is written once, here, so the back office renders every portal entry the same way.
 */
export const portalTimelineLines: Record<string, (envelope: Envelope) => PortalLine> = {
  [GuestSignedIn.detailType]: (envelope) => {
    const { email, method } = eventData(GuestSignedIn, envelope);
    return { email, summary: method === 'link' ? 'Signed in with the e-mailed link' : 'Signed in with an e-mailed code' };
  },
  [GuestProfileUpdated.detailType]: (envelope) => {
    const profile = eventData(GuestProfileUpdated, envelope);
    // The guest's own name and phone become the customer's: the newest activity decides them.
    return { email: profile.email, name: profile.name, phone: profile.phone, summary: profileChangeSummary(profile.changed, profile.preferences) };
  },
  [GuestDataExported.detailType]: (envelope) => {
    const { email } = eventData(GuestDataExported, envelope);
    return { email, summary: 'Downloaded a copy of their data' };
  },
  // The organiser invited a guest to sign the waiver (decision 023): the organiser's activity.
  [GuestInvited.detailType]: (envelope) => {
    const { invitedBy, guestEmail, reference, bookingId } = eventData(GuestInvited, envelope);
    return { email: invitedBy, summary: `Invited ${guestEmail} to sign the waiver for booking ${reference}`, bookingId };
  },
};

/** The customer activity a portal event adds to the person's timeline. */
export function portalActivity(detailType: string, envelope: Envelope): CustomerActivity {
  const line = portalTimelineLines[detailType];
  // The rule table sent an event this consumer has no line for: a wiring bug, so dead-letter it.
  if (!line) throw new Error(`portal-timeline does not handle ${detailType}`);
  const { email, name, phone, summary, bookingId } = line(envelope);
  return {
    email,
    ...(name !== undefined ? { name } : {}),
    ...(phone !== undefined ? { phone } : {}),
    entry: { kind: 'portal', eventId: envelope.id, occurredAt: envelope.occurredAt, activity: detailType, summary, ...(bookingId ? { bookingId } : {}) },
  };
}

/** Adds what a guest did in the portal to their customer timeline; idempotent on the event id. */
export const handler = eventConsumer(async ({ detailType, envelope }, { config }) => {
  const outcome = await customersRepository(config).record(portalActivity(detailType, envelope));
  logger.info(outcome === 'recorded' ? 'Portal activity added to the customer timeline' : 'Customer timeline already has this portal event');
});
