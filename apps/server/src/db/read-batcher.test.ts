import { describe, expect, it } from 'vitest';
import { createReadBatcher } from './read-batcher.ts';
import { countStatementsOf, noteStatement } from './statement-count.ts';

function recordingRead() {
  const batches: number[][] = [];
  const read = async (keys: number[]) => {
    batches.push(keys);
    return keys.map((key) => (key < 0 ? null : key * 10));
  };
  return { batches, read };
}

describe('read batcher', () => {
  it('answers reads made together from one batch, each with its own value, in order', async () => {
    const { batches, read } = recordingRead();
    const load = createReadBatcher(read);
    expect(await Promise.all([load(1), load(2), load(-1), load(3)])).toEqual([10, 20, null, 30]);
    expect(batches).toEqual([[1, 2, -1, 3]]);
  });

  it('sends a read made after a batch left in the next batch (nothing is kept between batches)', async () => {
    const { batches, read } = recordingRead();
    const load = createReadBatcher(read);
    await load(1);
    await load(1);
    expect(batches).toEqual([[1], [1]]);
  });

  it('splits a batch larger than maxBatch', async () => {
    const { batches, read } = recordingRead();
    const load = createReadBatcher(read, { maxBatch: 2 });
    await Promise.all([1, 2, 3, 4, 5].map(load));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every read of a failed batch, and the next batch still runs', async () => {
    let fail = true;
    const load = createReadBatcher(async (keys: number[]) => {
      if (fail) throw new Error('connection lost');
      return keys;
    });
    const results = await Promise.allSettled([load(1), load(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load(3)).toBe(3);
  });

  it('counts the shared statement once for each request that waited on it', async () => {
    // The read notes its statement as the database layer does; it belongs to no single request.
    const load = createReadBatcher(async (keys: number[]) => {
      noteStatement();
      return keys;
    });
    const first = { count: 0 };
    const second = { count: 0 };
    await Promise.all([countStatementsOf(first, () => load(1)), countStatementsOf(second, () => load(2))]);
    expect([first.count, second.count]).toEqual([1, 1]);
  });
});
