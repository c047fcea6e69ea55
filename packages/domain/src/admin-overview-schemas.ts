/** The back office's first page: counts, money mined, outside services. The API contract. */
import { z } from 'zod';
import { nanoString } from './api-schemas.ts';
import { replicaHealth } from './health-schemas.ts';

export const adminOverview = z.object({
  users: z.number().int(),
  verifiedUsers: z.number().int(),
  activeSessions: z.number().int(),
  pendingKyc: z.number().int(),
  pendingWithdrawals: z.number().int(),
  /** Of those, waiting past their promise (decision 062). */
  overdueKyc: z.number().int(),
  overdueWithdrawals: z.number().int(),
  mined24h: nanoString,
  generatedAt: z.string(),
  /** Outside services as last checked by the health job (every 5 minutes). */
  services: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string().nullable(), checkedAt: z.string() })),
  /** The read replica, as this instance last measured it; null without one. */
  replica: replicaHealth.nullable(),
});
