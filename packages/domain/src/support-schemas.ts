/** Support tickets: the player's and the back office's. The API contract. */
import { z } from 'zod';
import { SUPPORT } from './constants.ts';
import { pageOf, pageQuery } from './page-schemas.ts';

export const SUPPORT_CATEGORIES = ['account', 'mining', 'wallet', 'withdrawal', 'shop', 'games', 'other'] as const;
export const supportTicketRequest = z.strictObject({
  category: z.enum(SUPPORT_CATEGORIES),
  message: z.string().trim().min(SUPPORT.messageMinLength, { message: 'message_too_short' }).max(SUPPORT.messageMaxLength),
});
export const supportTicketSchema = z.object({
  id: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  message: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  hasScreenshot: z.boolean(),
});
export const supportTicketsResponse = pageOf(supportTicketSchema);
export const adminTicketsQuery = pageQuery.extend({ status: z.enum(['open', 'answered', 'closed']).default('open') });
export const adminTicketsResponse = pageOf(supportTicketSchema.extend({ userId: z.string(), nickname: z.string(), email: z.string().nullable() }));
export const supportReplyRequest = z.strictObject({ reply: z.string().trim().min(2, { message: 'required' }).max(4000), close: z.boolean().default(false) });
