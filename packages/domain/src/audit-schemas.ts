/** The back office's audit log: the API contract. */
import { z } from 'zod';
import { ADMIN } from './constants.ts';

export const auditQuery = z.strictObject({
  action: z.string().max(64).optional(),
  actorId: z.uuid().optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  cursor: z.string().regex(/^\d+$/).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN.auditPageSize),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export const auditPage = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable(), actions: z.array(z.string()) });
