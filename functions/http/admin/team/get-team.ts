import { teamOverview } from '../../../app/people/team.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/people-staff.ts';

/** GET /api/admin/team: the members of staff with their roles, and the invitations not yet taken up. */
export const handler = signedInHandler(routes.getAdminTeam, {}, async ({ config, now }) => json(200, await teamOverview(config, now)));
