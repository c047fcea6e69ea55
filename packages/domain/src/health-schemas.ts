/** GET /api/health: the database, the outside services and the read replica. */
import { z } from 'zod';

export const replicaHealth = z.object({
  state: z.enum(['in_use', 'lagging', 'down']),
  lagMs: z.number().nullable(),
  checkedAt: z.string().nullable(),
  detail: z.string().nullable(),
});
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  time: z.string(),
  services: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string().nullable(), checkedAt: z.string() })),
  /** The read replica (DATABASE_READ_URL); null when none is configured. */
  replica: replicaHealth.nullable(),
});
