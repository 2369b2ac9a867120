import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventRules } from '#events/rules.ts';
import { GuestInvited } from '#events/manifest.ts';
import { GuestSignedIn } from '#events/portal.ts';
import { GuestDataExported, GuestProfileUpdated } from '#events/portal-profile.ts';
import { PORTAL_TIMELINE_EVENTS } from '#events/portal-timeline.ts';
import { portalActivity, portalTimelineLines } from './portal-timeline.ts';

const envelope = (data: unknown, version = 1) => ({ id: randomUUID(), version, occurredAt: '2026-11-22T18:00:00.000Z', data });

describe('the portal timeline', () => {
  it('has a line for exactly the events its rule delivers', () => {
    const rule = eventRules.find((candidate) => candidate.name === 'portal-timeline');
    expect(rule?.pattern['detail-type']).toEqual(PORTAL_TIMELINE_EVENTS.map((event) => event.detailType));
    expect(Object.keys(portalTimelineLines).sort()).toEqual(PORTAL_TIMELINE_EVENTS.map((event) => event.detailType).sort());
  });

  it('turns a profile save into the guest’s new contact and a line for staff', () => {
    const event = envelope(GuestProfileUpdated.sample);
    expect(portalActivity(GuestProfileUpdated.detailType, event)).toEqual({
      email: 'jordan.rivera@example.com',
      name: 'Jordan Rivera',
      phone: '(512) 555-0199',
      entry: {
        kind: 'portal',
        eventId: event.id,
        occurredAt: event.occurredAt,
        activity: 'GuestProfileUpdated',
        summary: 'Changed the phone; turned balance reminders off',
      },
    });
  });

  it('records a download without touching the name or phone', () => {
    const activity = portalActivity(GuestDataExported.detailType, envelope(GuestDataExported.sample));
    expect(activity).not.toHaveProperty('name');
    expect(activity.entry).toMatchObject({ kind: 'portal', summary: 'Downloaded a copy of their data' });
  });

  it('records a sign-in, saying how, without touching the name or phone', () => {
    const activity = portalActivity(GuestSignedIn.detailType, envelope({ ...GuestSignedIn.sample, method: 'link' }));
    expect(activity).toMatchObject({
      email: 'jordan.rivera@example.com',
      entry: { kind: 'portal', activity: 'GuestSignedIn', summary: 'Signed in with the e-mailed link' },
    });
    expect(activity).not.toHaveProperty('name');
  });

  it("records the organiser's invitation on the organiser's timeline, linked to the booking", () => {
    const activity = portalActivity(GuestInvited.detailType, envelope(GuestInvited.sample));
    expect(activity).toMatchObject({
      email: GuestInvited.sample.invitedBy,
      entry: {
        kind: 'portal',
        activity: 'GuestInvited',
        summary: `Invited ${GuestInvited.sample.guestEmail} to sign the waiver for booking ${GuestInvited.sample.reference}`,
        bookingId: GuestInvited.sample.bookingId,
      },
    });
    expect(activity).not.toHaveProperty('name');
  });

  it('refuses an event it has no line for, so a wiring mistake is dead-lettered', () => {
    expect(() => portalActivity('BookingMoved', envelope({}))).toThrow('portal-timeline does not handle BookingMoved');
  });
});
