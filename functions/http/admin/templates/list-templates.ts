import { EMAIL_TEMPLATE_KINDS, type AdminEmailTemplatesResponse } from '#domain/content/email-templates.ts';
import { emailTemplatesRepository } from '../../../adapters/dynamodb/email-templates-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/content-staff.ts';
import { adminEmailTemplate } from './template-views.ts';

/** GET /api/admin/templates: every e-mail staff may reword, its placeholders and default, and the stored text. */
export const handler = signedInHandler(routes.listAdminEmailTemplates, {}, async ({ config }) => {
  const stored = new Map((await emailTemplatesRepository(config).list()).map((template) => [template.kind, template]));
  const response: AdminEmailTemplatesResponse = { templates: EMAIL_TEMPLATE_KINDS.map((kind) => adminEmailTemplate(kind, stored.get(kind) ?? null)) };
  return json(200, response);
});
