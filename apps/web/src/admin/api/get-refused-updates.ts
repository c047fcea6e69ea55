import type { refusedUpdatesResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export type RefusedUpdates = z.infer<typeof refusedUpdatesResponse>;
export type RefusedUpdate = RefusedUpdates['updates'][number];

export const getRefusedUpdates = () => api.get('/api/admin/telegram/refused-updates');

export const getRefusedUpdatesQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'telegram-refused-updates'], queryFn: getRefusedUpdates, staleTime: 0 });

/** The bot's updates the webhook refused and kept: the newest, and every one not reviewed yet. */
export const useRefusedUpdates = () => useQuery(getRefusedUpdatesQueryOptions());
