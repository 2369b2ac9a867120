import { STAFF_ROLES } from '#domain/people/staff-roles.ts';
import * as z from '#domain/shared/zod.ts';
import { defineEvent } from './envelope.ts';

// The team (source `cruises.team`, issue 29, decision 075).

/**
 * An owner invited a teammate. It carries the link's token because the e-mail consumer writes the
 * link into the invitation; the link works once, for INVITE_TTL_DAYS, and the audit log keeps this
 * event without it (`withoutTeamSecrets`).
 */
export const StaffInvited = defineEvent({
  source: 'cruises.team',
  detailType: 'StaffInvited',
  version: 1,
  data: () =>
    z.object({
      inviteId: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
      email: z.email(),
      role: z.enum(STAFF_ROLES),
      /** The link's secret: `/admin/join/<this>`. */
      token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
      invitedBy: z.email(),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
  sample: {
    inviteId: '5f1c0e9a4b3d2c1b0a99887766554433221100ffeeddccbbaa99887766554433',
    email: 'sam.captain@example.com',
    role: 'captain',
    token: 'mZ3kQ9vX1bT7cW2yR5nP8sL4hJ6gF0dA3eU1iO9qK2w',
    invitedBy: 'owner@example.com',
    expiresAt: '2026-12-05T12:00:00.000Z',
  },
});

/** A teammate took up an invitation and has an account in the role's group. */
export const StaffJoined = defineEvent({
  source: 'cruises.team',
  detailType: 'StaffJoined',
  version: 1,
  data: () => z.object({ email: z.email(), role: z.enum(STAFF_ROLES) }),
  sample: { email: 'sam.captain@example.com', role: 'captain' },
});

/** An owner changed a member's role, or took them off the team (role null). */
export const StaffRoleChanged = defineEvent({
  source: 'cruises.team',
  detailType: 'StaffRoleChanged',
  version: 1,
  data: () => z.object({ email: z.email(), from: z.enum(STAFF_ROLES), to: z.nullable(z.enum(STAFF_ROLES)), changedBy: z.email() }),
  sample: { email: 'sam.captain@example.com', from: 'captain', to: 'office', changedBy: 'owner@example.com' },
});

/** An owner changed what the team may do: the largest refund office staff may give at once. */
export const TeamSettingsChanged = defineEvent({
  source: 'cruises.team',
  detailType: 'TeamSettingsChanged',
  version: 1,
  data: () => z.object({ officeRefundLimit: z.number().check(z.int(), z.gte(0)), version: z.number().check(z.int(), z.gte(1)), changedBy: z.email() }),
  sample: { officeRefundLimit: 75_000, version: 2, changedBy: 'owner@example.com' },
});

/** What of an event's data the audit log may keep: an invitation without its link's token. */
export function withoutTeamSecrets(detailType: string, data: unknown): unknown {
  if (detailType !== StaffInvited.detailType || typeof data !== 'object' || data === null) return data;
  const { token: _token, ...rest } = data as Record<string, unknown>;
  return rest;
}
