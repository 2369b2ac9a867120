import { randomUUID } from 'node:crypto';
import { projectRequestSchema, type AdminProjectResponse } from '#domain/commerce/projects.ts';
import { projectsRepository } from '../../../adapters/dynamodb/projects-repository.ts';
import { ConflictError } from '../../../platform/http/errors.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { adminProject, checkedLinks, projectFrom } from '../../../app/commerce/project-links.ts';
import * as routes from '../../routes/commerce-staff.ts';

/**
 * POST /api/admin/projects: a new project. 400 for a bad field; 422 PROJECT_INVALID when the
 * client is not a customer or a link names nothing or another client's quote without leave.
 */
export const handler = signedInHandler(routes.createAdminProject, { body: projectRequestSchema }, async ({ input, principal, config, now }) => {
  const links = orRefuse(await checkedLinks(config, input.body, now));
  const outcome = await projectsRepository(config).save(projectFrom(input.body, links, null, principal.email, now, randomUUID()));
  if ('conflict' in outcome) throw new ConflictError('PROJECT_EXISTS', 'A project with this id exists already. Save again.');
  const response: AdminProjectResponse = { project: await adminProject(config, outcome.saved, now) };
  return json(201, response);
});
