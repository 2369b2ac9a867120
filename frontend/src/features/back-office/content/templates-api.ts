import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateKind, EmailTemplatePreviewRequest, EmailTemplateText } from '#domain/content/email-templates.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { api } from '../../../lib/api.ts';
import { backOfficeKeys } from '../shared/api.ts';

// /templates' calls (decision 029): the e-mail templates, a save, a reset and a preview.

const templatesKey = () => [...backOfficeKeys.all, 'email-templates'] as const;

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: templatesKey(), queryFn: ({ signal }) => api(contentStaffRoutes.listAdminEmailTemplates, { signal }), staleTime: 0 });

export const useEmailTemplates = () => useQuery(templatesQueryOptions());

export function useSaveEmailTemplate(kind: EmailTemplateKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (template: EmailTemplateText) => api(contentStaffRoutes.putAdminEmailTemplate, { params: { kind }, body: template }),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey() }),
  });
}

export function useResetEmailTemplate(kind: EmailTemplateKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(contentStaffRoutes.deleteAdminEmailTemplate, { params: { kind } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey() }),
  });
}

export function usePreviewEmailTemplate(kind: EmailTemplateKind) {
  return useMutation({
    mutationFn: (request: EmailTemplatePreviewRequest) => api(contentStaffRoutes.previewAdminEmailTemplate, { params: { kind }, body: request }),
  });
}
