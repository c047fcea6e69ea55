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
}).meta({
  id: 'LedgerEntry',
  example: { id: '90211', kind: 'mining_claim', amount: '30000000000', balanceAfter: '42500000000', createdAt: '2026-11-29T08:00:03.000Z', ref: '812' },
});
export const ledgerResponse = pageOf(ledgerEntrySchema).meta({ id: 'LedgerPage' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
