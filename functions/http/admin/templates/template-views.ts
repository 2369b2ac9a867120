import * as z from '#domain/shared/zod.ts';
import {
  EMAIL_TEMPLATE_KINDS,
  emailTemplateKindInfo,
  templateProblems,
  type AdminEmailTemplate,
  type EmailTemplateKind,
  type EmailTemplateText,
  type StoredEmailTemplate,
} from '#domain/content/email-templates.ts';
import { HttpError, NotFoundError } from '../../../platform/http/errors.ts';

// What the /templates routes share: the kind in the path, the view of one kind, and the 422.

/** An unknown kind names no e-mail: the same 404 as any unknown id. */
export const templateParams = z.object({ kind: z.catch(z.nullable(z.enum(EMAIL_TEMPLATE_KINDS)), null) });

export function templateKindOr404(kind: EmailTemplateKind | null): EmailTemplateKind {
  if (!kind) throw new NotFoundError('No e-mail has this name.', 'TEMPLATE_NOT_FOUND');
  return kind;
}

export function adminEmailTemplate(kind: EmailTemplateKind, stored: StoredEmailTemplate | null): AdminEmailTemplate {
  return { info: emailTemplateKindInfo(kind), stored };
}

/**
 * 422 TEMPLATE_INVALID naming each field's problem (an unknown placeholder, the code in a subject,
 * a missing link) when the text is well-formed but cannot be this kind's e-mail.
 */
export function assertTemplateFits(kind: EmailTemplateKind, template: EmailTemplateText): void {
  const fields = templateProblems(kind, template);
  if (Object.keys(fields).length > 0) throw new HttpError(422, 'TEMPLATE_INVALID', Object.values(fields).join(' '), fields);
}
