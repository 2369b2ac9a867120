/**
 * What a function may touch. Routes and event rules list theirs; the CDK stacks grant exactly
 * these (least privilege) and the local runtime ignores them.
 *
 * - `sessions:manage`: read, start, renew and end sign-in sessions, i.e. the table's `SESSION#`
 *   items and nothing else (functions/shared/auth/sessions.ts). Every route that is not public
 *   gets it from its auth rule (`grantedPermissions` in functions/http/routes.ts).
 * - `cognito:admin`: the user-pool admin actions the API needs (confirming a self-registration, and
 *   undoing one that failed part-way: COGNITO_ADMIN_ACTIONS).
 */
export type Permission = 'table:read' | 'table:write' | 'events:publish' | 'cognito:auth' | 'cognito:admin' | 'sessions:manage' | 'email:send';

/** What `cognito:admin` grants, on the user pool only. */
export const COGNITO_ADMIN_ACTIONS = ['cognito-idp:AdminConfirmSignUp', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'] as const;
