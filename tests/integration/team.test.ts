import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { recentAuditEntries } from '#tests/support/audit-log.ts';
import { withEmailTemplatesLock } from '#tests/support/stack-lock.ts';
import { eventually } from '#tests/support/wait.ts';
import { adminEmail, asAdmin, signIn } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { bookedQuote } from './payment-support.ts';

// The team (issue 29, decision 075): an owner invites a teammate by e-mail with a role; the
// invitation's link lets them choose a password and sign in to what their role opens; the owner
// changes their role and takes them off the team.

const config = loadConfig();
const PASSWORD = 'Captain-password-2026';

const asVisitor = (method: string, path: string, body?: unknown) => api(method, path, { from: newClientAddress(), ...(body === undefined ? {} : { body }) });
const asMember = (cookie: string, method: string, path: string) => api(method, path, { from: newClientAddress(), headers: { cookie } });

/** Invites `email` as `role` and returns the link's token, read from the e-mail the teammate gets. */
async function invite(email: string, role: string): Promise<{ token: string; id: string }> {
  const invited = await asAdmin('POST', '/api/admin/team/invites', { email, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const message = await eventually(async () => (await outboxRepository(config).listByRecipient(email)).find((sent) => sent.detailType === 'StaffInvited'));
  const token = /\/admin\/join\/([A-Za-z0-9_-]{43})/.exec(message.text)?.[1];
  expect(token).toBeDefined();
  return { token: token!, id: invited.body.invite.id };
}

async function teamMember(email: string) {
  const team = await asAdmin('GET', '/api/admin/team');
  expect(team.status).toBe(200);
  return (team.body.members as Array<{ id: string; email: string; role: string }>).find((member) => member.email === email);
}

describe('the team', () => {
  it('invites a captain, who chooses a password by the link and opens the manifests but nothing else', async () => {
    const email = `sam-${randomUUID().slice(0, 8)}@crew.example`;
    const { token } = await invite(email, 'captain');
    const message = (await outboxRepository(config).listByRecipient(email))[0]!;
    expect(message.subject).toContain('You are invited to the');
    expect(message.text).toContain(`${adminEmail} invited you to join`);
    expect(message.text).toContain('Captain: The day’s manifests and check-in only.');

    // The owner's list shows the invitation, not the token.
    const team = await asAdmin('GET', '/api/admin/team');
    expect(team.body.invites).toContainEqual(expect.objectContaining({ email, role: 'captain', status: 'waiting', invitedBy: adminEmail }));
    expect(JSON.stringify(team.body)).not.toContain(token);

    // The link's page, then a password the pool's policy refuses, then a good one.
    expect((await asVisitor('GET', `/api/team/invites/${token}`)).body).toEqual({ invite: { email, role: 'captain', expiresAt: expect.any(String) } });
    const weak = await asVisitor('POST', `/api/team/invites/${token}`, { password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toMatch(/The password needs/);
    const joined = await asVisitor('POST', `/api/team/invites/${token}`, { password: PASSWORD });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body).toEqual({ joined: { email, role: 'captain' } });
    // The link works once.
    expect((await asVisitor('POST', `/api/team/invites/${token}`, { password: PASSWORD })).body.error.code).toBe('TEAM_INVITE_NOT_FOUND');
    expect((await asVisitor('GET', `/api/team/invites/${token}`)).status).toBe(404);

    const captain = await signIn(email, PASSWORD);
    expect((await asMember(captain, 'GET', '/api/user')).body.user).toMatchObject({ email, role: 'admin', staffRole: 'captain' });
    expect((await asMember(captain, 'GET', `/api/admin/manifests?date=${calendarDateIn(new Date())}`)).status).toBe(200);
    expect((await asMember(captain, 'GET', '/api/admin/bookings')).status).toBe(403);
    expect((await asMember(captain, 'GET', '/api/admin/team')).status).toBe(403);
    expect(await teamMember(email)).toMatchObject({ email, role: 'captain' });
    expect((await asAdmin('GET', '/api/admin/team')).body.invites.map((waiting: { email: string }) => waiting.email)).not.toContain(email);

    // The audit log keeps who was invited and who joined, never the link.
    const audited = await eventually(async () => {
      const entries = (await recentAuditEntries(config)).filter((entry) => entry.source === 'cruises.team' && JSON.stringify(entry.data).includes(email));
      return entries.length >= 2 ? entries : null;
    });
    expect(audited.map((entry) => entry.detailType).sort()).toEqual(['StaffInvited', 'StaffJoined']);
    expect(JSON.stringify(audited)).not.toContain(token);
  });

  it('changes a member to the office role and then takes them off the team, each at their next sign-in', async () => {
    const email = `robin-${randomUUID().slice(0, 8)}@crew.example`;
    const { token } = await invite(email, 'captain');
    expect((await asVisitor('POST', `/api/team/invites/${token}`, { password: PASSWORD })).status).toBe(200);
    const member = (await teamMember(email))!;

    expect((await asAdmin('PUT', `/api/admin/team/members/${member.id}`, { role: 'office' })).status).toBe(204);
    const office = await signIn(email, PASSWORD);
    expect((await asMember(office, 'GET', '/api/user')).body.user.staffRole).toBe('office');
    expect((await asMember(office, 'GET', '/api/admin/bookings')).status).toBe(200);
    expect((await asMember(office, 'GET', '/api/admin/settings')).status).toBe(403);

    expect((await asAdmin('DELETE', `/api/admin/team/members/${member.id}`)).status).toBe(204);
    expect(await teamMember(email)).toBeUndefined();
    const former = await signIn(email, PASSWORD);
    expect((await asMember(former, 'GET', '/api/user')).body.user).toMatchObject({ role: 'customer', staffRole: null });
    expect((await asMember(former, 'GET', `/api/admin/manifests?date=${calendarDateIn(new Date())}`)).status).toBe(403);
    expect((await asAdmin('DELETE', `/api/admin/team/members/${member.id}`)).body.error.code).toBe('TEAM_MEMBER_NOT_FOUND');
  });

  it('refuses what would go wrong, changing nothing: a bad address or role, someone on the team already, the owner’s own account', async () => {
    const bad = await asAdmin('POST', '/api/admin/team/invites', { email: 'not an address', role: 'skipper' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'role']);

    const taken = await asAdmin('POST', '/api/admin/team/invites', { email: adminEmail, role: 'office' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'ALREADY_ON_TEAM', message: expect.stringContaining('(Owner)') });

    const self = (await teamMember(adminEmail))!;
    expect((await asAdmin('PUT', `/api/admin/team/members/${self.id}`, { role: 'captain' })).body.error.code).toBe('OWN_ACCOUNT');
    expect((await asAdmin('DELETE', `/api/admin/team/members/${self.id}`)).body.error.code).toBe('OWN_ACCOUNT');
    expect(await teamMember(adminEmail)).toMatchObject({ role: 'owner' });
  });

  it('cancels an invitation, and a new one replaces the last: only the newest link works', async () => {
    const email = `alex-${randomUUID().slice(0, 8)}@crew.example`;
    const first = await invite(email, 'office');
    const invited = await asAdmin('POST', '/api/admin/team/invites', { email, role: 'captain' });
    expect(invited.status).toBe(201);
    expect((await asVisitor('GET', `/api/team/invites/${first.token}`)).status).toBe(404);
    const waiting = (await asAdmin('GET', '/api/admin/team')).body.invites.filter((one: { email: string }) => one.email === email);
    expect(waiting).toEqual([expect.objectContaining({ role: 'captain' })]);

    expect((await asAdmin('DELETE', `/api/admin/team/invites/${invited.body.invite.id}`)).status).toBe(204);
    expect((await asAdmin('DELETE', `/api/admin/team/invites/${invited.body.invite.id}`)).body.error.code).toBe('TEAM_INVITE_NOT_FOUND');
    expect((await asAdmin('GET', '/api/admin/team')).body.invites.filter((one: { email: string }) => one.email === email)).toEqual([]);
    expect((await asVisitor('GET', '/api/team/invites/not-a-token')).status).toBe(404);
  });

  it('lets office staff refund up to the limit the owner sets, and no more; a save over another owner’s is refused', async () => {
    const { settings } = (await asAdmin('GET', '/api/admin/team')).body;
    expect(settings).toMatchObject({ officeRefundLimit: expect.any(Number), version: expect.any(Number) });
    const saved = await asAdmin('PUT', '/api/admin/team/settings', { officeRefundLimit: 10_000, version: settings.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings).toMatchObject({ officeRefundLimit: 10_000, version: settings.version + 1, updatedBy: adminEmail });
    const stale = await asAdmin('PUT', '/api/admin/team/settings', { officeRefundLimit: 99_000, version: settings.version });
    expect(stale.body.error.code).toBe('TEAM_SETTINGS_CHANGED');
    expect((await asAdmin('PUT', '/api/admin/team/settings', { officeRefundLimit: -1, version: 0 })).status).toBe(400);
    expect((await asAdmin('GET', '/api/admin/team')).body.settings.officeRefundLimit).toBe(10_000);

    const email = `lee-${randomUUID().slice(0, 8)}@crew.example`;
    const { token } = await invite(email, 'office');
    expect((await asVisitor('POST', `/api/team/invites/${token}`, { password: PASSWORD })).status).toBe(200);
    const office = await signIn(email, PASSWORD);
    const asOffice = (method: string, path: string, body: unknown) =>
      api(method, path, { from: newClientAddress(), body, headers: { cookie: office, 'idempotency-key': randomUUID() } });

    const { booking } = await bookedQuote();
    const paid = await asOffice('POST', `/api/admin/bookings/${booking.id}/payments`, {
      kind: 'deposit',
      amount: booking.deposit.depositAmount,
      method: 'cash',
      receivedOn: calendarDateIn(new Date()),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const tooMuch = await asOffice('POST', `/api/admin/bookings/${booking.id}/refunds`, { amount: 10_001, reason: 'Two guests fewer.', kind: 'mistake' });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body.error).toEqual({
      code: 'REFUND_OVER_LIMIT',
      message: 'Office staff may give refunds of up to $100.00 at a time. Ask an owner to give this one.',
    });
    expect((await asAdmin('GET', `/api/admin/bookings/${booking.id}`)).body.booking.payments.refunded).toBe(0);
    const within = await asOffice('POST', `/api/admin/bookings/${booking.id}/refunds`, { amount: 10_000, reason: 'Two guests fewer.', kind: 'mistake' });
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    expect(within.body.booking.payments.refunded).toBe(10_000);
  });

  it("sends the invitation in the staff's own words once they reword it on /templates, with its working link", () =>
    withEmailTemplatesLock(async () => {
      try {
        const put = await asAdmin('PUT', '/api/admin/templates/team-invitation', {
          subject: 'Welcome aboard {{business.name}}',
          body: 'Ahoy! {{invite.invitedBy}} wants you as {{invite.role}}.\n\nSet your password by {{invite.expiresOn}}: {{invite.link}}',
        });
        expect(put.status, JSON.stringify(put.body)).toBe(200);
        const email = `kit-${randomUUID().slice(0, 8)}@crew.example`;
        const { token } = await invite(email, 'office');
        const message = (await outboxRepository(config).listByRecipient(email))[0]!;
        expect(message.subject).toMatch(/^Welcome aboard /);
        expect(message.text).toContain(`Ahoy! ${adminEmail} wants you as Office.`);
        expect(message.html).toContain(`href="${config.SITE_URL}/admin/join/${token}"`);
        expect((await asVisitor('GET', `/api/team/invites/${token}`)).body.invite).toMatchObject({ email, role: 'office' });
      } finally {
        expect((await asAdmin('DELETE', '/api/admin/templates/team-invitation')).status).toBe(200);
      }
    }));
});
