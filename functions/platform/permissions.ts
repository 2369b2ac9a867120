/**
 * What a function may touch. Routes and event rules list theirs; the CDK stacks grant exactly
 * these (least privilege) and the local runtime ignores them.
 *
 * - `sessions:manage`: read, start, renew and end sign-in sessions, i.e. the table's `SESSION#`
 *   items and nothing else (functions/platform/auth/session-lifecycle.ts). Every route that is not public
 *   gets it from its auth rule (`grantedPermissions` in functions/http/routes.ts).
 * - `portal-sessions:manage`: read, start, renew and end guests' portal sessions, i.e. the table's
 *   `PORTAL_SESSION#` items and nothing else (functions/platform/auth/portal-session.ts). Every
 *   `guest` route gets it from its auth rule; the portal's sign-in and sign-out routes list it.
 * - `cognito:admin`: the user-pool admin actions the API needs (confirming a self-registration, and
 *   undoing one that failed part-way: COGNITO_ADMIN_ACTIONS).
 * - `cognito:team`: the user-pool admin actions the team needs (decision 075): listing the staff
 *   groups' members, making an invited teammate's account and moving accounts between the role
 *   groups (COGNITO_TEAM_ACTIONS).
 * - `payments:stripe`: talks to Stripe with the official package (decision 018): reads the
 *   stage's Stripe key parameters (SecureString, under STRIPE_PARAMETER_PATH) and nothing else of
 *   AWS; its bundle carries the `stripe` package, so it has the larger bundle budget.
 * - `media:upload` (the media library, issue 19): signs presigned POSTs for staff's originals,
 *   i.e. s3:PutObject on the uploads bucket's `originals/*` and nothing else.
 * - `media:delete` (the media library): deletes a photo's processed files, i.e. s3:DeleteObject
 *   on the media bucket's `media-files/*`.
 * - `model:invoke` (the guest agent, issue 30): bedrock:InvokeModel and
 *   InvokeModelWithResponseStream (what Converse and ConverseStream need) on the one foundation
 *   model AI_MODEL_ID names, and nothing else.
 * - `model:guardrail` (the guest agent's guardrail, decision 086): bedrock:ApplyGuardrail, which
 *   Converse needs to apply a guardrail, on the guest agent's guardrail alone; its stack creates
 *   the guardrail and gives its functions AI_GUARDRAIL_ID and AI_GUARDRAIL_VERSION.
 */
export type Permission =
  | 'table:read'
  | 'table:write'
  | 'events:publish'
  | 'cognito:auth'
  | 'cognito:admin'
  | 'cognito:team'
  | 'sessions:manage'
  | 'portal-sessions:manage'
  | 'email:send'
  | 'payments:stripe'
  // The media library (issue 19, decision 031).
  | 'media:upload'
  | 'media:delete'
  // The guest agent (issue 30, decision 069).
  | 'model:invoke'
  // The guest agent's guardrail (decision 086).
  | 'model:guardrail';

/** What `model:invoke` grants, on the configured foundation model only. */
export const MODEL_INVOKE_ACTIONS = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'] as const;

/** What `model:guardrail` grants, on the guest agent's guardrail only. */
export const MODEL_GUARDRAIL_ACTIONS = ['bedrock:ApplyGuardrail'] as const;

/** What `cognito:admin` grants, on the user pool only. */
export const COGNITO_ADMIN_ACTIONS = ['cognito-idp:AdminConfirmSignUp', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'] as const;

/** What `cognito:team` grants, on the user pool only. */
export const COGNITO_TEAM_ACTIONS = [
  'cognito-idp:ListUsersInGroup',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
] as const;
