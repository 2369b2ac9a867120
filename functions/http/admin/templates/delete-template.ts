import type { AdminEmailTemplateResponse } from '#domain/content/email-templates.ts';
import { emailTemplatesRepository } from '../../../adapters/dynamodb/email-templates-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/content-staff.ts';
import { adminEmailTemplate, templateKindOr404, templateParams } from './template-views.ts';

/** DELETE /api/admin/templates/{kind}: back to the built-in e-mail. Idempotent; answers the kind as it now stands. */
export const handler = signedInHandler(routes.deleteAdminEmailTemplate, { params: templateParams }, async ({ input, config }) => {
  const kind = templateKindOr404(input.params.kind);
  await emailTemplatesRepository(config).delete(kind);
  const response: AdminEmailTemplateResponse = { template: adminEmailTemplate(kind, null) };
  return json(200, response);
});
