// The server's routes of the assistant: each route of `contracts/routes/assistant.ts` with its
// handler, grants and limits (decisions 041, 054).
import type { RouteDefinition } from '../routes.ts';

// The guest's chat agent (issue 30, decision 069). Each question costs model tokens, so an
// address asks at most 30 in ten minutes (a guest types a handful); the tokens per conversation
// and per day are counted in the table as well (functions/app/assistant/guest-agent.ts).
export const agentChat = {
  method: 'POST',
  path: '/api/agent/chat',
  entry: 'functions/http/agent/chat.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'events:publish', 'model:invoke'],
  rateLimit: { requests: 30, windowSeconds: 600 },
} as const satisfies RouteDefinition;
