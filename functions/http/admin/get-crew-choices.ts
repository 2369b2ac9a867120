import { crewChoices } from '../../app/portal/cruise-crew.ts';
import { json } from '../../platform/http/response.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import * as routes from '../routes/portal-staff.ts';

/** GET /api/admin/crew: the team members who can be named a cruise's captain. */
export const handler = signedInHandler(routes.getAdminCrewChoices, {}, async ({ config }) => json(200, await crewChoices(config)));
