import { emailTemplateTextSchema, type AdminEmailTemplateResponse } from '#domain/content/email-templates.ts';
import { emailTemplatesRepository } from '../../../adapters/dynamodb/email-templates-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/content-staff.ts';
import { adminEmailTemplate, assertTemplateFits, templateKindOr404, templateParams } from './template-views.ts';

/**
 * PUT /api/admin/templates/{kind} `{ subject, body }`: the kind's e-mail from now on. 400 for a
 * missing or over-long field; 422 TEMPLATE_INVALID for text that is not this kind's template
 * (unknown placeholders, the sign-in code in a subject, a required link left out); nothing is
 * stored either way. The senders read it when they next send.
 */
export const handler = signedInHandler(
  routes.putAdminEmailTemplate,
  { params: templateParams, body: emailTemplateTextSchema },
  async ({ input, principal, config, now }) => {
    const kind = templateKindOr404(input.params.kind);
    assertTemplateFits(kind, input.body);
    const saved = await emailTemplatesRepository(config).put({ kind, ...input.body, updatedAt: now.toISOString(), updatedBy: principal.email });
    const response: AdminEmailTemplateResponse = { template: adminEmailTemplate(kind, saved) };
    return json(200, response);
  },
);
