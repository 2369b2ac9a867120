// The server's routes of people: each route of `contracts/routes/people.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import type { RouteDefinition } from '../routes.ts';

export const getCurrentUser = {
  method: 'GET',
  path: '/api/user',
  entry: 'functions/http/user/get-user.ts',
  auth: 'user',
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// The free-quote form (and the quote chat's partial leads). A person sends a handful at most;
// ten per ten minutes stops a script filling the staff's lead list.
export const createLead = {
  method: 'POST',
  path: '/api/leads',
  entry: 'functions/http/leads/create-lead.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'events:publish'],
  rateLimit: { requests: 10, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// Sign-in (blueprint 6): the API talks to Cognito and keeps the tokens in HttpOnly cookies.
// The per-client limit stops password spraying from one address; the sign-in throttle
// (functions/app/people/login-throttle.ts, decision 016) locks an address out of an account
// and slows down guessing one account from many addresses, without locking its owner out.
export const login = {
  method: 'POST',
  path: '/api/auth/login',
  entry: 'functions/http/auth/login.ts',
  auth: 'public',
  permissions: ['cognito:auth', 'sessions:manage', 'table:read', 'table:write', 'events:publish'],
  rateLimit: { requests: 20, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// Public, so a browser whose session already ended can still clear its cookies. It writes only
// the caller's own session (a delete), so it needs no rate limit.
export const logout = {
  method: 'POST',
  path: '/api/auth/logout',
  entry: 'functions/http/auth/logout.ts',
  auth: 'public',
  permissions: ['cognito:auth', 'sessions:manage'],
} as const satisfies RouteDefinition;

export const register = {
  method: 'POST',
  path: '/api/auth/register',
  entry: 'functions/http/auth/register.ts',
  auth: 'public',
  permissions: ['cognito:auth', 'cognito:admin', 'sessions:manage', 'table:read', 'table:write', 'events:publish'],
  rateLimit: { requests: 5, windowSeconds: 3600 },
} as const satisfies RouteDefinition;

// A teammate's invitation (decision 075): what the link's page shows, and taking it up with a
// password (the account made in the role's group). Rate-limited: the token is a guess's target.
export const getTeamInvite = {
  method: 'GET',
  path: '/api/team/invites/{token}',
  entry: 'functions/http/team/get-invite.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write'],
  rateLimit: { requests: 30, windowSeconds: 3600 },
} as const satisfies RouteDefinition;

export const acceptTeamInvite = {
  method: 'POST',
  path: '/api/team/invites/{token}',
  entry: 'functions/http/team/accept-invite.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'cognito:team', 'events:publish'],
  rateLimit: { requests: 10, windowSeconds: 3600 },
} as const satisfies RouteDefinition;
