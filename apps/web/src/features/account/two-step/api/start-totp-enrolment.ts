import type { totpEnrolmentResponse } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export type TotpEnrolment = z.infer<typeof totpEnrolmentResponse>;

/** A new secret, pending until a code from it is confirmed; asking again replaces it. */
export const startTotpEnrolment = () => api.post('/api/me/2fa/totp');

export const useStartTotpEnrolment = () => useMutation({ mutationFn: startTotpEnrolment });
