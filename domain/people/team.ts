import type { Cents } from '../shared/money.ts';
import * as z from '../shared/zod.ts';
import { emailSchema } from '../booking/schemas.ts';
import { STAFF_ROLES, type StaffRole } from './staff-roles.ts';

// The team (issue 29, decision 075): the staff accounts and the invitations not yet taken up.
// An owner invites a teammate by e-mail with a role; the invitation's link lets them choose a
// password (their account is made then, in the role's Cognito group); the owner may change a
// member's role or take them off the team. The team keeps at least one owner, and nobody changes
// or removes their own account, so an owner cannot lock the business out by a slip.

/** How long an invitation's link works. */
export const INVITE_TTL_DAYS = 7;

/** A member of staff, as the team screen lists them. `id` is the Cognito username (the account's sub). */
export interface TeamMember {
  id: string;
  email: string;
  role: StaffRole;
  /** False for an account an administrator switched off in Cognito: it cannot sign in. */
  enabled: boolean;
  since: string;
}

export type TeamInviteStatus = 'waiting' | 'expired';

/** An invitation not yet taken up. `id` is the SHA-256 of its link's token (the token is never stored). */
export interface TeamInvite {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** What the owner sets for the team: the largest refund office staff may give at once. */
export interface TeamSettings {
  officeRefundLimit: Cents;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Until an owner sets it: $500.00 a refund. */
export const DEFAULT_OFFICE_REFUND_LIMIT: Cents = 50_000;

export const defaultTeamSettings = (): TeamSettings => ({ officeRefundLimit: DEFAULT_OFFICE_REFUND_LIMIT, version: 0, updatedAt: null, updatedBy: null });

export const teamSettingsRequestSchema = z.object({
  officeRefundLimit: z
    .number({ message: 'Enter the limit in cents.' })
    .check(
      z.int({ message: 'Enter whole cents.' }),
      z.gte(0, { message: 'The limit cannot be below zero.' }),
      z.lte(10_000_000, { message: 'Keep the limit to $100,000.00 or less.' }),
    ),
  /** The version the owner's screen read: a save over someone else's is refused (409), never lost. */
  version: z.number().check(z.int(), z.gte(0)),
});
export type TeamSettingsRequest = z.infer<typeof teamSettingsRequestSchema>;

/** Whether `role` may give a refund of `amount`: owners any, office staff up to the limit, captains none. */
export function mayRefund(role: StaffRole | null, amount: Cents, settings: Pick<TeamSettings, 'officeRefundLimit'>): boolean {
  return role === 'owner' || (role === 'office' && amount <= settings.officeRefundLimit);
}

/** GET /api/admin/crew: who can be named a cruise's captain (the team, with their roles). */
export interface CrewChoicesResponse {
  members: Array<{ email: string; role: StaffRole }>;
}

export interface TeamResponse {
  members: TeamMember[];
  invites: Array<TeamInvite & { status: TeamInviteStatus }>;
  settings: TeamSettings;
}

export function inviteStatus(invite: Pick<TeamInvite, 'expiresAt'>, now: Date): TeamInviteStatus {
  return Date.parse(invite.expiresAt) > now.getTime() ? 'waiting' : 'expired';
}

const role = z.enum(STAFF_ROLES, { error: 'Choose a role: owner, office or captain.' });

export const teamInviteRequestSchema = z.object({ email: emailSchema, role });
export type TeamInviteRequest = z.infer<typeof teamInviteRequestSchema>;

export const teamMemberChangeSchema = z.object({ role });
export type TeamMemberChange = z.infer<typeof teamMemberChangeSchema>;

/** What an invitation's page shows before the teammate chooses a password. */
export interface TeamInviteView {
  email: string;
  role: StaffRole;
  expiresAt: string;
}

export interface TeamInviteAccepted {
  email: string;
  role: StaffRole;
}

/**
 * Why the owner's change to a member is refused, or null: their own account (a slip that could lock
 * them out), or the last owner losing the role.
 */
export function memberChangeRefusal(
  members: readonly TeamMember[],
  change: { memberId: string; byEmail: string; role: StaffRole | null },
): 'own-account' | 'last-owner' | null {
  const member = members.find((candidate) => candidate.id === change.memberId);
  if (!member) return null;
  if (member.email === change.byEmail.toLowerCase()) return 'own-account';
  const owners = members.filter((candidate) => candidate.role === 'owner' && candidate.enabled);
  if (member.role === 'owner' && change.role !== 'owner' && owners.length <= 1) return 'last-owner';
  return null;
}
