import { describe, expect, it } from 'vitest';
import { passwordRulesHint } from './password-rules.ts';
import { roleMayUse, staffRoleFromGroups } from './staff-roles.ts';
import { inviteStatus, memberChangeRefusal, type TeamMember } from './team.ts';

const member = (id: string, role: TeamMember['role'], enabled = true): TeamMember => ({
  id,
  email: `${id}@crew.example`,
  role,
  enabled,
  since: '2026-01-01T00:00:00.000Z',
});

describe('the team', () => {
  it('takes the widest role a member’s groups give, the owner’s group being `admin`', () => {
    expect(staffRoleFromGroups(['captain', 'admin'])).toBe('owner');
    expect(staffRoleFromGroups(['captain', 'office'])).toBe('office');
    expect(staffRoleFromGroups(['captain'])).toBe('captain');
    expect(staffRoleFromGroups(['owner', 'customers'])).toBeNull();
    expect(roleMayUse('captain', ['owner', 'office'])).toBe(false);
    expect(roleMayUse(null, ['owner'])).toBe(false);
  });

  it('refuses a change to one’s own account and the last owner’s losing the role', () => {
    const team = [member('pat', 'owner'), member('sam', 'captain'), member('lee', 'owner', false)];
    expect(memberChangeRefusal(team, { memberId: 'pat', byEmail: 'PAT@crew.example', role: 'office' })).toBe('own-account');
    // Lee is an owner but switched off: Pat is the one owner who can sign in.
    expect(memberChangeRefusal(team, { memberId: 'pat', byEmail: 'sam@crew.example', role: null })).toBe('last-owner');
    expect(memberChangeRefusal(team, { memberId: 'pat', byEmail: 'sam@crew.example', role: 'owner' })).toBeNull();
    expect(memberChangeRefusal([...team, member('kim', 'owner')], { memberId: 'pat', byEmail: 'kim@crew.example', role: null })).toBeNull();
    expect(memberChangeRefusal(team, { memberId: 'sam', byEmail: 'pat@crew.example', role: 'office' })).toBeNull();
  });

  it('says an invitation has expired from its expiry on', () => {
    const invite = { expiresAt: '2026-12-05T12:00:00.000Z' };
    expect(inviteStatus(invite, new Date('2026-12-05T11:59:59.000Z'))).toBe('waiting');
    expect(inviteStatus(invite, new Date('2026-12-05T12:00:00.000Z'))).toBe('expired');
  });

  it('says the password rules in the words the invitation page shows', () => {
    expect(passwordRulesHint()).toBe('At least 12 characters, with an upper-case letter, a lower-case letter and a digit.');
    expect(passwordRulesHint({ minLength: 8, requireLowercase: false, requireUppercase: false, requireDigits: true, requireSymbols: false } as never)).toBe(
      'At least 8 characters, with a digit.',
    );
  });
});
