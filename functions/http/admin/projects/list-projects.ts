import { calendarDateIn } from '#domain/shared/dates.ts';
import { projectListOrder, type AdminProjectListResponse } from '#domain/commerce/projects.ts';
import { projectsRepository } from '../../../adapters/dynamodb/projects-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { projectSummary } from '../../../app/commerce/project-links.ts';
import * as routes from '../../routes/commerce-staff.ts';

/** GET /api/admin/projects: every project, those to come first (soonest first), with their open and overdue tasks. */
export const handler = signedInHandler(routes.listAdminProjects, {}, async ({ config, now }) => {
  const projects = projectListOrder(await projectsRepository(config).list(), calendarDateIn(now));
  const response: AdminProjectListResponse = { projects: projects.map((project) => projectSummary(project, now)) };
  return json(200, response);
});
