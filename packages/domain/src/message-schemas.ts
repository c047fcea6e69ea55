/** Messages: the global banner and the information feed, and their publishing. The API contract. */
import { z } from 'zod';
import { pageOf } from './page-schemas.ts';

export const MESSAGE_TYPES = ['info', 'warning', 'success'] as const;
export const globalMessageSchema = z.object({ id: z.string(), type: z.enum(MESSAGE_TYPES), title: z.string(), content: z.string(), expiresAt: z.string().nullable() });
/** The global message to show, a page of information messages (newest first) and the unread count among the newest. */
export const messagesResponse = pageOf(z.object({ id: z.string(), title: z.string(), content: z.string(), createdAt: z.string(), read: z.boolean() })).extend({
  global: globalMessageSchema.nullable(),
  unreadCount: z.number().int(),
});
export const publishGlobalRequest = z.strictObject({
  type: z.enum(MESSAGE_TYPES),
  title: z.string().trim().min(1, { message: 'required' }).max(120),
  content: z.string().trim().min(1, { message: 'required' }).max(2000),
  expiresAt: z.iso.datetime().nullable().optional(),
});
export const publishInformationRequest = z.strictObject({
  title: z.string().trim().min(1, { message: 'required' }).max(120),
  content: z.string().trim().min(1, { message: 'required' }).max(5000),
});
/** The current global message with its read count, and a page of information messages, newest first. */
export const adminMessagesResponse = pageOf(z.object({ id: z.string(), title: z.string(), content: z.string(), createdAt: z.string() })).extend({
  global: globalMessageSchema.extend({ active: z.boolean(), createdAt: z.string(), reads: z.number().int() }).nullable(),
});
