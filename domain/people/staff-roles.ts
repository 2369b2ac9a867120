/**
 * The team's roles (issue 29, decision 075). Every staff route (contracts/routes/*-staff.ts) and
 * every back-office section (contracts/pages.ts) names the roles that may use it; the API refuses
 * the others with 403 and the back office neither lists nor opens their screens.
 *
 * - owner: everything, the team and the business's settings, prices and money included.
 * - office: quotes, bookings, customers and content, refunds up to the limit the owner sets.
 * - captain: the day's manifests (and the documentation) only.
 */
export const STAFF_ROLES = ['owner', 'office', 'captain'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = { owner: 'Owner', office: 'Office', captain: 'Captain' };

/** What each role is for, in the words the team screen and the invitation use. */
export const STAFF_ROLE_DESCRIPTIONS: Readonly<Record<StaffRole, string>> = {
  owner: 'Everything: the team, prices, settings and the money.',
  office: 'Quotes, bookings, customers and the site’s content; refunds up to the owner’s limit.',
  captain: 'The day’s manifests and check-in only.',
};

/** Who may use a staff route or screen: the owner alone, the office too, or the whole crew. */
export const OWNER_ONLY = ['owner'] as const satisfies readonly StaffRole[];
export const OFFICE = ['owner', 'office'] as const satisfies readonly StaffRole[];
export const CREW = ['owner', 'office', 'captain'] as const satisfies readonly StaffRole[];

/**
 * The Cognito group of each role. The owner's is `admin`, the one group the pool had before roles:
 * every account staff made before keeps everything it had.
 */
export const STAFF_ROLE_GROUPS: Readonly<Record<StaffRole, string>> = { owner: 'admin', office: 'office', captain: 'captain' };

/** A signed-in account's role from its Cognito groups: the widest one it has, or none for a customer. */
export function staffRoleFromGroups(groups: readonly string[]): StaffRole | null {
  return STAFF_ROLES.find((role) => groups.includes(STAFF_ROLE_GROUPS[role])) ?? null;
}

export function roleMayUse(role: StaffRole | null | undefined, roles: readonly StaffRole[]): boolean {
  return role != null && roles.includes(role);
}

/**
 * The roles that can move money (decision 085): refunds, recorded payments, pay links and card
 * checkouts are the office's (OFFICE), promo codes and prices the owner's. These sign in with a
 * second factor (an authenticator app's code); a captain's manifests, like a customer's
 * account, take the password alone.
 */
export const SECOND_FACTOR_ROLES = OFFICE;

export function roleNeedsSecondFactor(role: StaffRole | null | undefined): boolean {
  return roleMayUse(role, SECOND_FACTOR_ROLES);
}
