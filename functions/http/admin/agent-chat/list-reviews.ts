import { agentConversationsRepository } from '../../../adapters/dynamodb/agent-conversations-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/assistant-staff.ts';

/** GET /api/admin/agent-reviews: the answers staff marked wrong, newest first: the evaluation set's review list (decision 072). */
export const handler = signedInHandler(routes.listAgentReviews, {}, async ({ config }) =>
  json(200, { reviews: await agentConversationsRepository(config).listReviews() }),
);
