import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const played = vi.hoisted(() => [] as string[]);
vi.mock('./actions.ts', () => ({ haptic: (kind: string) => void played.push(kind) }));
const { playMutationHaptics } = await import('./haptics.ts');

/** Runs one mutation with `meta` that answers `data` (or fails). */
async function run(client: QueryClient, meta: Record<string, unknown> | undefined, data: unknown, fails = false) {
  const observer = new MutationObserver(client, { mutationFn: () => (fails ? Promise.reject(new Error('refused')) : Promise.resolve(data)), meta });
  await observer.mutate().catch(() => undefined);
}

describe('haptics on the moments that matter', () => {
  it("plays the kind a mutation names once the server agreed, or the one its answer gives, and nothing for the others", async () => {
    const client = new QueryClient();
    const stop = playMutationHaptics(client);
    await run(client, { haptic: 'impact' }, {});
    await run(client, { haptic: 'success' }, {}, true);
    await run(client, { haptic: ({ status }: { status: string }) => (status === 'won' ? 'success' : 'warning') }, { status: 'won' });
    await run(client, { haptic: ({ status }: { status: string }) => (status === 'won' ? 'success' : 'warning') }, { status: 'lost' });
    await run(client, { haptic: () => null }, {});
    await run(client, undefined, {});
    await run(client, { haptic: 'explode' }, {});
    stop();
    await run(client, { haptic: 'impact' }, {});
    expect(played).toEqual(['impact', 'success', 'warning']);
  });
});
