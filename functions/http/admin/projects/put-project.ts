import { projectUpdateRequestSchema, type AdminProjectResponse } from '#domain/commerce/projects.ts';
import { projectsRepository } from '../../../adapters/dynamodb/projects-repository.ts';
import { ConflictError } from '../../../platform/http/errors.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { adminProject, checkedLinks, projectFrom } from '../../../app/commerce/project-links.ts';
import * as routes from '../../routes/commerce-staff.ts';
import { projectNotFound, projectParams } from './project-params.ts';

/**
 * PUT /api/admin/projects/{id} `{ ...project, revision }`: the whole project as the screen holds
 * it (ticking a task is a save too, which records who and when). Conditional on `revision`: 409
 * PROJECT_CHANGED when someone saved since. 400/422 as for a new project; nothing is stored.
 */
export const handler = signedInHandler(
  routes.putAdminProject,
  { params: projectParams, body: projectUpdateRequestSchema },
  async ({ input, principal, config, now }) => {
    const projects = projectsRepository(config);
    const previous = input.params.id ? await projects.get(input.params.id) : null;
    if (!previous) throw projectNotFound();
    const { revision, ...request } = input.body;
    const changed = () =>
      new ConflictError('PROJECT_CHANGED', `${previous.updatedBy} saved this project after you opened it. Load their version and make your change again.`);
    if (revision !== previous.revision) throw changed();
    const links = orRefuse(await checkedLinks(config, request, now));
    const outcome = await projects.save(projectFrom(request, links, previous, principal.email, now, previous.id));
    if ('conflict' in outcome) throw changed();
    const response: AdminProjectResponse = { project: await adminProject(config, outcome.saved, now) };
    return json(200, response);
  },
);
