import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE_GROUPS, type StaffRole } from '#domain/people/staff-roles.ts';
import { routeList } from '#functions/http/routes.ts';
import { createUser } from '#tests/support/cognito.ts';
import { adminSession, signIn } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';

// Decision 075, from the route table: every staff route refuses each role it does not name (403)
// and lets through each role it names (an answer other than 401 or 403: a probe's made-up ids and
// bodies get 400, 404 or 409). A signed-out caller's 401 and a customer's 403 on every staff route
// are admin-access.test.ts's. The probes change nothing: their ids name nothing and their bodies
// are a JSON array, which no route takes.

const staffRoutes = routeList.filter((route) => route.auth === 'admin');
const probeId = `role-probe-${randomUUID()}`;
const probePath = (path: string) => path.replace(/\{[A-Za-z]+\+?\}/g, probeId);

async function memberSession(role: Exclude<StaffRole, 'owner'>): Promise<string> {
  const email = `${role}-${randomUUID().slice(0, 8)}@test.example`;
  const password = 'Team-role-password-1';
  await createUser(email, password, [STAFF_ROLE_GROUPS[role]]);
  return signIn(email, password);
}

const callers: Record<StaffRole, string> = { owner: '', office: '', captain: '' };

beforeAll(async () => {
  [callers.owner, callers.office, callers.captain] = await Promise.all([adminSession(), memberSession('office'), memberSession('captain')]);
});

async function statusOf(route: (typeof staffRoutes)[number], cookie: string): Promise<number> {
  const response = await api(route.method, probePath(route.path), {
    from: newClientAddress(),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: [] }),
    headers: { cookie },
  });
  return response.status;
}

describe('every staff route, by role (decision 075)', () => {
  it('has roles, the owner always among them', () => {
    expect(staffRoutes.length).toBeGreaterThan(80);
    expect(staffRoutes.filter((route) => !route.roles?.includes('owner')).map((route) => route.name)).toEqual([]);
  });

  it('answers each role as the route says: 403 to a role it does not name, and lets through those it does', async () => {
    const wrong: string[] = [];
    for (const route of staffRoutes) {
      const answers = await Promise.all((Object.keys(callers) as StaffRole[]).map(async (role) => [role, await statusOf(route, callers[role])] as const));
      for (const [role, status] of answers) {
        const right = route.roles?.includes(role) ? status !== 401 && status !== 403 : status === 403;
        if (!right) wrong.push(`${route.method} ${route.path} as ${role}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says what a captain may open: the manifests and their check-in, nothing of the office or the owner', () => {
    expect(
      staffRoutes
        .filter((route) => route.roles?.includes('captain'))
        .map((route) => route.name)
        .sort(),
    ).toEqual(['getAdminBookingManifest', 'getAdminManifests', 'markAdminGuestOnBoard']);
  });
});
