/** Messages, support, ads and push: the API contract. */
import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

export const MESSAGE_TYPES = ['info', 'warning', 'success'] as const;
export const globalMessageSchema = z.object({ id: z.string(), type: z.enum(MESSAGE_TYPES), title: z.string(), content: z.string(), expiresAt: z.string().nullable() });
export const messagesResponse = z.object({
  global: globalMessageSchema.nullable(),
  information: z.array(z.object({ id: z.string(), title: z.string(), content: z.string(), createdAt: z.string(), read: z.boolean() })),
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
export const adminMessagesResponse = z.object({
  global: globalMessageSchema.extend({ active: z.boolean(), createdAt: z.string(), reads: z.number().int() }).nullable(),
  information: z.array(z.object({ id: z.string(), title: z.string(), content: z.string(), createdAt: z.string() })),
});

export const SUPPORT_CATEGORIES = ['account', 'mining', 'wallet', 'withdrawal', 'shop', 'games', 'other'] as const;
export const supportTicketRequest = z.strictObject({
  category: z.enum(SUPPORT_CATEGORIES),
  message: z.string().trim().min(10, { message: 'message_too_short' }).max(4000),
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
export const supportTicketsResponse = z.object({ tickets: z.array(supportTicketSchema) });
export const adminTicketsResponse = z.object({ tickets: z.array(supportTicketSchema.extend({ userId: z.string(), nickname: z.string(), email: z.string().nullable() })) });
export const supportReplyRequest = z.strictObject({ reply: z.string().trim().min(2, { message: 'required' }).max(4000), close: z.boolean().default(false) });

export const AD_PLACEMENTS = ['dashboard', 'leaderboard', 'game'] as const;
export const adSchema = z.object({ id: z.string(), placement: z.enum(AD_PLACEMENTS), title: z.string(), imageUrl: z.string().nullable(), link: z.string() });
export const adsResponse = z.object({ ads: z.array(adSchema) });
export const adRequest = z.strictObject({
  placement: z.enum(AD_PLACEMENTS),
  title: z.string().trim().min(1, { message: 'required' }).max(120),
  link: z.url({ protocol: /^https$/ }),
  languages: z.array(z.enum(LANGUAGES)).min(1).max(LANGUAGES.length),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  active: z.boolean().default(true),
});
export const adminAdsResponse = z.object({
  ads: z.array(adSchema.extend({ languages: z.array(z.string()), startsAt: z.string(), endsAt: z.string(), active: z.boolean(), impressions: z.number().int(), clicks: z.number().int() })),
});

export const pushKeyResponse = z.object({ publicKey: z.string() });
export const pushSubscriptionRequest = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
});
export const pushUnsubscribeRequest = z.strictObject({ endpoint: z.string().max(2000) });
