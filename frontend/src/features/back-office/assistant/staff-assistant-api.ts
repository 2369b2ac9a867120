import { useMutation } from '@tanstack/react-query';
import type { StaffQuestionRequest } from '#domain/assistant/staff-assistant.ts';
import { assistantStaffRoutes } from '#contracts/routes/assistant-staff.ts';
import { api } from '../../../lib/api.ts';

// Staff's assistant (decision 079): a question is a mutation, not a cached query. Each one spends
// model tokens and reads the records as they are now, so asking again must ask again.
export function useAskStaffAssistant() {
  return useMutation({ mutationFn: (body: StaffQuestionRequest) => api(assistantStaffRoutes.askStaffAssistant, { body }) });
}
