import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api/api-types.ts';

/**
 * The password (and a code with two-step sign-in on), or a passkey's answer alone; inside
 * Telegram, the launch's signed `initData` in place of the password (decision 045).
 */
export type ReauthProof = ApiBody<'/api/me/reauth', 'post'>;

/** POST /api/me/reauth (decision 039): this session may change how the account is protected for a few minutes. */
export const reauthenticate = (proof: ReauthProof) => api.post('/api/me/reauth', { body: proof });

export const useReauthenticate = () => useMutation({ mutationFn: reauthenticate });
