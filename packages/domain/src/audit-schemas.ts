/** The back office's audit log: the API contract. */
import { z } from 'zod';
import { pageOf, pageQuery } from './page-schemas.ts';

export const auditQuery = pageQuery.extend({
  action: z.string().max(64).optional(),
  actorId: z.uuid().optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
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
/** A page of entries, and every action the log holds (for the filter). */
export const auditPage = pageOf(auditEntrySchema).extend({ actions: z.array(z.string()) });
