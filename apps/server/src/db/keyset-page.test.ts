import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import { decodeCursor, encodeCursor, keysetPage, sortKeys } from './keyset-page.ts';

const rows = Array.from({ length: 7 }, (_, i) => ({ id: BigInt(70 - i * 10) }));
const list = {
  parse: sortKeys.bigintId,
  read: async (before: bigint | null, limit: number) => rows.filter((row) => before === null || row.id < before).slice(0, limit),
  keyOf: (row: { id: bigint }) => [row.id.toString()],
  item: (row: { id: bigint }) => Number(row.id),
};

describe('keyset pages', () => {
  it('walk the whole list once, in order, and end with a null cursor', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await keysetPage({ cursor, limit: 3 }, list);
      seen.push(...page.items);
      if (page.nextCursor === null) break;
      expect(page.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([70, 60, 50, 40, 30, 20, 10]);
  });

  it('have no next page when the last one is exactly full', async () => {
    expect((await keysetPage({ limit: 7, cursor: undefined }, list)).nextCursor).toBeNull();
  });

  it('refuse a cursor they did not write, naming the field', () => {
    for (const forged of ['abc', encodeCursor(['1', '2']), encodeCursor([-1]), Buffer.from('{"id":1}').toString('base64url')]) {
      const error = (() => {
        try {
          decodeCursor(forged, sortKeys.bigintId);
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).details).toEqual({ fields: { cursor: { code: 'invalid_value' } } });
    }
  });

  it('read back a time and a uuid', () => {
    const key = ['2026-11-29T07:00:00.123456Z', '0b9c1f2e-3d4a-4b5c-8d6e-7f8091a2b3c4'];
    expect(decodeCursor(encodeCursor(key), sortKeys.timeAndUuid)).toEqual({ at: key[0], id: key[1] });
  });
});
