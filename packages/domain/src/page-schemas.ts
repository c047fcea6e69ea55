/** The one shape of every list that grows with use (decision 060): ?cursor&limit in, {items, nextCursor} out. */
import { z } from 'zod';
import { PAGE } from './constants.ts';

/** Opaque to clients: base64url, as the server wrote it in `nextCursor`. */
export const pageCursor = z.string().min(1).max(PAGE.maxCursorLength).regex(/^[A-Za-z0-9_-]+$/, 'invalid_value');

/** `cursor` (absent: the first page) and `limit`; a list with filters extends it. */
export const pageQuery = z.strictObject({
  cursor: pageCursor.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE.maxLimit).default(PAGE.defaultLimit),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A page of `item`s, in the list's order; `nextCursor` is null on the last page. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}
