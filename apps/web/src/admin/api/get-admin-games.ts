import type { adminGamesResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export type AdminGames = z.infer<typeof adminGamesResponse>;

export const getAdminGames = () => api.get('/api/admin/games');

export const getAdminGamesQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'games'], queryFn: getAdminGames, staleTime: 0 });

/** Per game: rounds, wagered, paid and the house result; and the jackpot pools with their seeds. */
export const useAdminGames = () => useQuery(getAdminGamesQueryOptions());
