import type { slotStateResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { answeredInPage } from '#web/lib/page-answers.ts';

export type SlotState = z.infer<typeof slotStateResponse>;

const PATH = '/api/games/slot';

export const getSlot = () => api.get(PATH);

export const getSlotQueryOptions = () => queryOptions({ queryKey: ['games', 'slot'], queryFn: getSlot, ...answeredInPage(PATH) });

/** Both jackpot pools, when the next free spin comes back, and the bonus spins left. */
export const useSlot = () => useQuery(getSlotQueryOptions());
