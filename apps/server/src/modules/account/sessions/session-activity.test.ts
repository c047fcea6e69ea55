/**
 * A session's last activity is written once however many of its requests arrive together: the
 * dashboard opens with five parallel calls, which all read the same stale value.
 */
import { describe, expect, it } from 'vitest';
import type { AppContext } from '#server/app-context.ts';
import { SESSION_SEEN_EVERY_MS, noteSessionSeen } from './session-activity.ts';

function contextCountingWrites() {
  const writes: { sessionId: string; done: () => void }[] = [];
  const query = (config: { values: unknown[] }) =>
    new Promise<{ rows: never[]; rowCount: number }>((resolve) => writes.push({ sessionId: config.values[0] as string, done: () => resolve({ rows: [], rowCount: 1 }) }));
  const ctx = { db: { query }, log: { warn: () => undefined } } as unknown as AppContext;
  return { ctx, writes };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('noteSessionSeen', () => {
  const now = new Date('2026-11-29T05:00:00Z');
  const stale = new Date(now.getTime() - SESSION_SEEN_EVERY_MS - 1);

  it('writes once for parallel requests of one session that read the same stale value', async () => {
    const { ctx, writes } = contextCountingWrites();
    for (let request = 0; request < 5; request++) noteSessionSeen(ctx, 'session-a', stale, now);
    noteSessionSeen(ctx, 'session-b', null, now);
    expect(writes.map((write) => write.sessionId)).toEqual(['session-a', 'session-b']);
    writes.forEach((write) => write.done());
    await settle();
  });

  it('writes again once the first write has ended, and never for a fresh value', async () => {
    const { ctx, writes } = contextCountingWrites();
    noteSessionSeen(ctx, 'session-c', stale, now);
    writes[0]!.done();
    await settle();
    noteSessionSeen(ctx, 'session-c', stale, now);
    noteSessionSeen(ctx, 'session-c', now, now);
    expect(writes).toHaveLength(2);
    writes[1]!.done();
    await settle();
  });
});
