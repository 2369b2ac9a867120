import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#functions/platform/config.ts';
import { documentClient, GetCommand } from '#functions/adapters/dynamodb/client.ts';
import type { AuditEntry } from '#functions/adapters/dynamodb/audit-repository.ts';
import { createUser, idTokenFor, sessionCookie } from '#tests/support/cognito.ts';
import { eventually } from '#tests/support/wait.ts';
import { drainBus } from '#tests/support/bus.ts';
import { recentAuditEntries } from '#tests/support/audit-log.ts';

const { url, admin } = inject('stack');

async function getUser(cookie?: string) {
  const response = await fetch(`${url}/api/user`, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { user: { id: string; createdAt: string } & Record<string, unknown> } & Record<string, unknown>,
  };
}

function decodeSub(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
}

describe('GET /api/user through the local gateway', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await idTokenFor(admin.email, admin.password);
  });

  it('answers 401 with the JSON error shape when signed out', async () => {
    const { status, headers, body } = await getUser();
    expect(status).toBe(401);
    expect(headers.get('content-type')).toContain('application/json');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
  });

  it('answers 401 for a tampered or foreign token', async () => {
    const [header, payload, signature] = adminToken.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged['cognito:groups'] = ['admin', 'owner'];
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect((await getUser(sessionCookie(tampered))).status).toBe(401);
    expect((await getUser(sessionCookie('not-a-jwt'))).status).toBe(401);
    // A valid token in a cookie of another name is not a session.
    expect((await getUser(`session=${adminToken}`)).status).toBe(401);
  });

  it('returns the signed-in admin, creates the profile once and audits the event once', async () => {
    // A staff member of their own: the seeded admin signs in across the suites, so its profile
    // may exist already.
    const email = `staff-${randomUUID().slice(0, 8)}@test.example`;
    await createUser(email, 'Staff-password-123', ['admin']);
    const staffToken = await idTokenFor(email, 'Staff-password-123');
    const first = await getUser(sessionCookie(staffToken));
    expect(first.status).toBe(200);
    expect(first.body['user']).toMatchObject({ email, role: 'admin', id: decodeSub(staffToken) });

    const config = loadConfig();
    const { Item } = await documentClient(config).send(
      new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `USER#${decodeSub(staffToken)}`, sk: 'PROFILE' } }),
    );
    expect(Item).toMatchObject({ email, createdAt: first.body['user'].createdAt });

    const created = (entries: AuditEntry[]) =>
      entries.filter((e) => e.detailType === 'UserProfileCreated' && (e.data as { userId: string }).userId === first.body['user'].id);
    const audited = await eventually(async () => created(await recentAuditEntries(config))[0]);
    expect(audited.source).toBe('cruises.users');

    const second = await getUser(sessionCookie(staffToken));
    expect(second.body['user'].createdAt).toBe(first.body['user'].createdAt);
    await drainBus();
    expect(created(await recentAuditEntries(config))).toHaveLength(1);
  });

  it('gives a user outside the admin group the customer role', async () => {
    await createUser('guest@test.example', 'Guest-password-123');
    const token = await idTokenFor('guest@test.example', 'Guest-password-123');
    const { status, body } = await getUser(sessionCookie(token));
    expect(status).toBe(200);
    expect(body['user']).toMatchObject({ email: 'guest@test.example', role: 'customer' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringContaining('/api/nothing-here') } });
  });
});
