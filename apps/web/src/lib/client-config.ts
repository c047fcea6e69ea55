import type { clientConfigResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export type ClientConfig = z.infer<typeof clientConfigResponse>;

export const getClientConfig = () => api.get('/api/client-config');

/** The server's public configuration never changes while the app runs: fetched once. */
export const getClientConfigQueryOptions = () =>
  queryOptions({ queryKey: ['client-config'], queryFn: getClientConfig, staleTime: Infinity, gcTime: Infinity });

/**
 * Where TON Connect finds our manifest and the wallets list, the TON network, and which of the
 * shop and price services are configured.
 */
export const useClientConfig = () => useQuery(getClientConfigQueryOptions());
