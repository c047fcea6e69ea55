import type { shopResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { answeredInPage } from '#web/lib/page-answers.ts';
import { isInTelegram } from '#web/lib/telegram/launch-params.ts';

export type Shop = z.infer<typeof shopResponse>;

const PATH = '/api/shop';

/**
 * Inside Telegram the catalogue is read for Stars, the only payment there for digital goods: what is
 * on sale and why not follows the Stars prices (decision 045). The server's page embeds the TON one.
 */
export const getShop = () => api.get(PATH, isInTelegram() ? { query: { method: 'stars' } } : {});

export const shopQueryKey = ['shop'] as const;

export const getShopQueryOptions = () => queryOptions({ queryKey: shopQueryKey, queryFn: getShop, ...(isInTelegram() ? {} : answeredInPage(PATH)) });

/** The catalogue with this player's owned and blocked states. */
export const useShop = () => useQuery(getShopQueryOptions());
