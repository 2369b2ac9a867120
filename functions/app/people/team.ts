import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '#domain/people/staff-roles.ts';
import {
  INVITE_TTL_DAYS,
  inviteStatus,
  memberChangeRefusal,
  type TeamInvite,
  type TeamInviteAccepted,
  type TeamInviteRequest,
  type TeamInviteView,
  type TeamResponse,
  type TeamSettings,
  type TeamSettingsRequest,
} from '#domain/people/team.ts';
import { StaffInvited, StaffJoined, StaffRoleChanged, TeamSettingsChanged } from '#events/team.ts';
import { createStaffAccount, listStaff, setStaffRole, staffRoleOf } from '../../adapters/cognito/team-directory.ts';
import { teamInvitesRepository } from '../../adapters/dynamodb/team-invites-repository.ts';
import { teamSettingsRepository } from '../../adapters/dynamodb/team-settings-repository.ts';
import { emitEvent, pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';
import type { Config } from '../../platform/config.ts';

// The team's use cases (issue 29, decision 075): the owner's screen lists the members and the
// invitations, invites, changes a role and takes a member off; the invited teammate opens the link
// and chooses a password. Each returns what happened; the handlers say it in HTTP.

const DAY_MS = 86_400_000;

/** An invitation's id: the SHA-256 of its link's token, so the table never holds the token. */
export const inviteIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function teamOverview(config: Config, now: Date): Promise<TeamResponse> {
  const [members, invites, settings] = await Promise.all([listStaff(config), teamInvitesRepository(config).list(), teamSettingsRepository(config).get()]);
  return { members, invites: invites.map((invite) => ({ ...invite, status: inviteStatus(invite, now) })), settings };
}

/** Saves the owner's team settings over the version they read, or says someone saved first. */
export async function saveTeamSettings(config: Config, request: TeamSettingsRequest, by: string, now: Date): Promise<TeamSettings | 'stale'> {
  const settings: TeamSettings = { officeRefundLimit: request.officeRefundLimit, version: request.version + 1, updatedAt: now.toISOString(), updatedBy: by };
  const event = pendingEvent(TeamSettingsChanged, { officeRefundLimit: settings.officeRefundLimit, version: settings.version, changedBy: by }, { now });
  const saved = await teamSettingsRepository(config).save(settings, event);
  if ('conflict' in saved) return 'stale';
  await publishPending(config, [event]);
  return saved.saved;
}

export type InviteOutcome = { outcome: 'invited'; invite: TeamInvite } | { outcome: 'already-staff'; role: StaffRole };

/**
 * Invites a teammate: a new link each time (an earlier invitation to the same address is replaced,
 * so only the newest link works), e-mailed by the team-invite-emails consumer.
 */
export async function inviteTeammate(config: Config, request: TeamInviteRequest, by: string, now: Date): Promise<InviteOutcome> {
  const email = request.email.toLowerCase();
  const role = await staffRoleOf(config, email);
  if (role) return { outcome: 'already-staff', role };
  const invites = teamInvitesRepository(config);
  for (const earlier of (await invites.list()).filter((invite) => invite.email === email)) await invites.remove(earlier.id);
  const token = randomBytes(32).toString('base64url');
  const invite: TeamInvite = {
    id: inviteIdOf(token),
    email,
    role: request.role,
    invitedBy: by,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS).toISOString(),
  };
  await invites.add(invite);
  await emitEvent(config, StaffInvited, { inviteId: invite.id, email, role: invite.role, token, invitedBy: by, expiresAt: invite.expiresAt }, { now });
  return { outcome: 'invited', invite };
}

export async function cancelInvite(config: Config, id: string): Promise<boolean> {
  return teamInvitesRepository(config).remove(id);
}

export type MemberChangeOutcome = { outcome: 'changed' } | { outcome: 'not-found' } | { outcome: 'own-account' } | { outcome: 'last-owner' };

/** Gives a member another role, or takes them off the team (role null): in effect at their next sign-in or within the hour. */
export async function changeMemberRole(
  config: Config,
  change: { memberId: string; role: StaffRole | null; by: string },
  now: Date,
): Promise<MemberChangeOutcome> {
  const members = await listStaff(config);
  const member = members.find((candidate) => candidate.id === change.memberId);
  if (!member) return { outcome: 'not-found' };
  const refusal = memberChangeRefusal(members, { memberId: change.memberId, byEmail: change.by, role: change.role });
  if (refusal) return { outcome: refusal };
  if (member.role === change.role) return { outcome: 'changed' };
  await setStaffRole(config, member.email, change.role);
  await emitEvent(config, StaffRoleChanged, { email: member.email, from: member.role, to: change.role, changedBy: change.by }, { now });
  return { outcome: 'changed' };
}

/** What the invitation's page shows, or why the link no longer works. */
export async function invitation(config: Config, token: string, now: Date): Promise<TeamInviteView | 'not-found' | 'expired'> {
  const invite = await teamInvitesRepository(config).get(inviteIdOf(token));
  if (!invite) return 'not-found';
  if (inviteStatus(invite, now) === 'expired') return 'expired';
  return { email: invite.email, role: invite.role, expiresAt: invite.expiresAt };
}

export type AcceptOutcome =
  | { outcome: 'joined'; joined: TeamInviteAccepted }
  | { outcome: 'not-found' }
  | { outcome: 'expired' }
  | { outcome: 'password-refused' };

/** Takes up an invitation: the account with the chosen password, in the role's group; the link then stops working. */
export async function acceptInvite(config: Config, token: string, password: string, now: Date): Promise<AcceptOutcome> {
  const found = await invitation(config, token, now);
  if (found === 'not-found' || found === 'expired') return { outcome: found };
  const invites = teamInvitesRepository(config);
  const id = inviteIdOf(token);
  if (!(await invites.claim(id, now))) return { outcome: 'not-found' };
  let made: Awaited<ReturnType<typeof createStaffAccount>>;
  try {
    made = await createStaffAccount(config, { email: found.email, password, role: found.role });
  } catch (error) {
    await invites.release(id);
    throw error;
  }
  if (made.outcome === 'password-refused') {
    await invites.release(id);
    return { outcome: 'password-refused' };
  }
  await invites.remove(id);
  await emitEvent(config, StaffJoined, { email: found.email, role: found.role }, { now });
  return { outcome: 'joined', joined: { email: found.email, role: found.role } };
}
