/** The balance history, GET /api/ledger: the API contract. Kinds: LEDGER_KINDS (ledger-kinds.ts). */
import { z } from 'zod';
import { nanoString } from './api-schemas.ts';
import { LEDGER } from './constants.ts';

export const ledgerQuery = z.strictObject({
  cursor: z.string().regex(/^\d+$/).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(LEDGER.pageSize),
});
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  amount: nanoString,
  balanceAfter: nanoString,
  createdAt: z.string(),
  ref: z.string().nullable(),
});
export const ledgerResponse = z.object({ entries: z.array(ledgerEntrySchema), nextCursor: z.string().nullable() });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
