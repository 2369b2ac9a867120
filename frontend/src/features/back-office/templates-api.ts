import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEmailTemplateResponse, AdminEmailTemplatesResponse, EmailTemplateKind, EmailTemplatePreviewRequest, EmailTemplatePreviewResponse, EmailTemplateText } from '#domain/content/email-templates.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { backOfficeKeys } from './api.ts';

// /templates' calls (decision 029): the e-mail templates, a save, a reset and a preview.

const templatesKey = () => [...backOfficeKeys.all, 'email-templates'] as const;
const templatePath = (kind: EmailTemplateKind) => `/api/admin/templates/${encodeURIComponent(kind)}`;

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: templatesKey(), queryFn: ({ signal }) => apiRequest<AdminEmailTemplatesResponse>('GET', '/api/admin/templates', undefined, { signal }), staleTime: 0 });

export const useEmailTemplates = () => useQuery(templatesQueryOptions());

export function useSaveEmailTemplate(kind: EmailTemplateKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (template: EmailTemplateText) => apiRequest<AdminEmailTemplateResponse>('PUT', templatePath(kind), template),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey() }),
  });
}

export function useResetEmailTemplate(kind: EmailTemplateKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AdminEmailTemplateResponse>('DELETE', templatePath(kind)),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey() }),
  });
}

export function usePreviewEmailTemplate(kind: EmailTemplateKind) {
  return useMutation({ mutationFn: (request: EmailTemplatePreviewRequest) => apiRequest<EmailTemplatePreviewResponse>('POST', `${templatePath(kind)}/preview`, request) });
}
