import type { appealDecisionRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { adminAppealsQueryKey } from './get-admin-appeals.ts';

export type AppealAnswer = { id: string } & z.input<typeof appealDecisionRequest>;

export const answerAppeal = ({ id, ...body }: AppealAnswer) => api.post('/api/admin/appeals/{id}/decision', { path: { id }, body });

/** Upholds or overturns one appeal (an overturn undoes the decision); the queue and the audit log are read again. */
export function useAnswerAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAppeal,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminAppealsQueryKey }), queryClient.invalidateQueries({ queryKey: auditQueryKey })]),
  });
}
