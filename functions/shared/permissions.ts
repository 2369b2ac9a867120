/**
 * What a function may touch. Routes and event rules list theirs; the CDK stacks grant exactly
 * these (least privilege) and the local runtime ignores them.
 */
export type Permission = 'table:read' | 'table:write' | 'events:publish' | 'cognito:auth' | 'email:send';
