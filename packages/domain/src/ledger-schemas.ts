/** The balance history, GET /api/ledger: the API contract. Kinds: LEDGER_KINDS (ledger-kinds.ts). */
import { z } from 'zod';
import { nanoString } from './api-schemas.ts';
import { pageOf, pageQuery } from './page-schemas.ts';

export const ledgerQuery = pageQuery;
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  amount: nanoString,
  balanceAfter: nanoString,
  createdAt: z.string(),
  ref: z.string().nullable(),
});
export const ledgerResponse = pageOf(ledgerEntrySchema);
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
