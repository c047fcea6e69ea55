import type { z } from 'zod';
import type { accessCodeRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { markGateUnlocked } from './get-gate.ts';

/** `currentCode` is required to change an existing code, absent when creating the first one. */
export type AccessCodeInput = z.input<typeof accessCodeRequest>;

export const setAccessCode = (input: AccessCodeInput) => api.put('/api/admin/access-code', { body: input });

/**
 * Creates the admin's first access code (which also unlocks this session) or changes it.
 * Both are written to the audit log, whose pages are refreshed.
 */
export function useSetAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccessCode,
    onSuccess: (_, input) => {
      if (input.currentCode === undefined) markGateUnlocked(queryClient);
      return queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
}
