import type { kycStatusResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export type KycStatus = z.infer<typeof kycStatusResponse>;

export const getKyc = () => api.get('/api/kyc');

export const kycQueryKey = ['kyc'] as const;

export const getKycQueryOptions = () => queryOptions({ queryKey: kycQueryKey, queryFn: getKyc });

/**
 * The user's latest identity check: none, pending (24-48 h review), approved or rejected with the reason.
 * @example const { data } = useKyc(); data?.status === 'pending'
 */
export const useKyc = () => useQuery(getKycQueryOptions());
