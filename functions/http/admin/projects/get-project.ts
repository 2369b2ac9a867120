import type { AdminProjectResponse } from '#domain/commerce/projects.ts';
import { projectsRepository } from '../../../adapters/dynamodb/projects-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { adminProject } from '../../../app/commerce/project-links.ts';
import * as routes from '../../routes/commerce-staff.ts';
import { projectNotFound, projectParams } from './project-params.ts';

/** GET /api/admin/projects/{id}: the project with its quotes and bookings as they stand, and the combined total. */
export const handler = signedInHandler(routes.getAdminProject, { params: projectParams }, async ({ input, config, now }) => {
  const project = input.params.id ? await projectsRepository(config).get(input.params.id) : null;
  if (!project) throw projectNotFound();
  const response: AdminProjectResponse = { project: await adminProject(config, project, now) };
  return json(200, response);
});
