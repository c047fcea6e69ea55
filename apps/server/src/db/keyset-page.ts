/**
 * Keyset pagination, the one way the API's lists are paged (decision 060): a page is read as the
 * rows after the last one seen, in the list's order, never with OFFSET (which skips or repeats rows
 * when the list grows while someone reads it, and reads every skipped row again).
 */
import type { Page } from '@fre/domain';
import { AppError } from '#server/lib/app-error.ts';

/** The sort key of a row, as plain values: its cursor is base64url of their JSON. */
export type SortKey = readonly (string | number)[];

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const invalidCursor = () => new AppError('validation_failed', {}, { fields: { cursor: { code: 'invalid_value' } } });

/**
 * The sort key a client sent back, checked by `parse` (null when it is not one of this list's
 * keys, which is a 400 on `cursor`); null without a cursor: the first page.
 */
export function decodeCursor<Key>(cursor: string | undefined, parse: (values: unknown[]) => Key | null): Key | null {
  if (cursor === undefined) return null;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const key = Array.isArray(values) ? parse(values) : null;
  if (key === null) throw invalidCursor();
  return key;
}

/**
 * Reads one page: `read(after, limit + 1)` returns the rows after `after` in the list's order (the
 * extra row only tells whether there is a next page), `keyOf` gives a row's sort key.
 */
export async function keysetPage<Row, Key, Item>(
  request: { cursor: string | undefined; limit: number },
  list: { parse: (values: unknown[]) => Key | null; read: (after: Key | null, limit: number) => Promise<Row[]>; keyOf: (row: Row) => SortKey; item: (row: Row) => Item },
): Promise<Page<Item>> {
  const rows = await list.read(decodeCursor(request.cursor, list.parse), request.limit + 1);
  const page = rows.slice(0, request.limit);
  return { items: page.map(list.item), nextCursor: rows.length > request.limit ? encodeCursor(list.keyOf(page[page.length - 1]!)) : null };
}

/** A timestamptz column as the exact text a time-and-uuid cursor keeps: `${SORT_TIME('created_at')} AS sort_at`. */
export const SORT_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const isSortTime = (at: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) && !Number.isNaN(Date.parse(at));

/** Parsers of the usual sort keys. */
export const sortKeys = {
  /** A bigint id (as a string, beyond 2^53). */
  bigintId: (values: unknown[]): bigint | null => (values.length === 1 && typeof values[0] === 'string' && /^\d{1,19}$/.test(values[0]) ? BigInt(values[0]) : null),
  /**
   * A timestamp to the microsecond (a JavaScript Date keeps milliseconds only, and rows a
   * microsecond apart would be skipped or repeated: select it with SORT_TIME) and a uuid for ties.
   */
  timeAndUuid: (values: unknown[]): { at: string; id: string } | null => {
    const [at, id] = values;
    if (values.length !== 2 || typeof at !== 'string' || typeof id !== 'string') return null;
    return isSortTime(at) && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? { at, id } : null;
  },
  /** A timestamp to the microsecond (as above) and a short text key for ties (a TON transaction's hash, a charge id's MD5). */
  timeAndText: (values: unknown[]): { at: string; key: string } | null => {
    const [at, key] = values;
    if (values.length !== 2 || typeof at !== 'string' || typeof key !== 'string') return null;
    return isSortTime(at) && key.length >= 1 && key.length <= 128 ? { at, key } : null;
  },
};
