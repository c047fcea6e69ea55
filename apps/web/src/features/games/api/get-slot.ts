import type { slotStateResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type SlotState = z.infer<typeof slotStateResponse>;

export const getSlot = () => api.get<SlotState>('/api/games/slot');

export const getSlotQueryOptions = () => queryOptions({ queryKey: ['games', 'slot'], queryFn: getSlot });

/** Both jackpot pools, when the next free spin comes back, and the bonus spins left. */
export const useSlot = () => useQuery(getSlotQueryOptions());
