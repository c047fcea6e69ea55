import type { QueryClient } from '@tanstack/react-query';
import { haptic, type Haptic } from './actions.ts';

const KINDS = new Set<unknown>(['impact', 'success', 'warning', 'error'] satisfies Haptic[]);

/**
 * Haptics on the moments that matter (starting mining, a claim, a game's result): each of those
 * mutations names one in its `meta.haptic` (a kind, or a function of the server's answer giving
 * one), and this, loaded only inside Telegram, plays it when the server agreed. The pages carry no
 * Telegram code for it (decision 045).
 */
export function playMutationHaptics(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const named: unknown = event.mutation.options.meta?.haptic;
    const kind: unknown = typeof named === 'function' ? (named as (data: unknown) => unknown)(event.action.data) : named;
    if (KINDS.has(kind)) haptic(kind as Haptic);
  });
}
