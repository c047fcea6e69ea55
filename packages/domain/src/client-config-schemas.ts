import { z } from 'zod';
import { PUBLIC_LINKS, type PublicLink } from './public-links.ts';

/** What the browser needs to know of the server's configuration (nothing secret). */
export const clientConfigResponse = z.object({
  tonConnect: z.object({ manifestUrl: z.string(), walletsListUrl: z.string().nullable(), twaReturnUrl: z.string().nullable() }),
  tonNetwork: z.enum(['mainnet', 'testnet']),
  shopConfigured: z.boolean(),
  priceConfigured: z.boolean(),
  telegramBotConfigured: z.boolean(),
  /** The Mini App's t.me link (`https://t.me/<bot>/<app>`): invitations inside Telegram open it with `?startapp=ref_<CODE>`. */
  telegramMiniAppUrl: z.string().nullable(),
  /** The project's public addresses (white paper, site, Telegram, social); null: not set, not shown. */
  links: z.object(Object.fromEntries(PUBLIC_LINKS.map((link) => [link, z.string().nullable()])) as Record<PublicLink, z.ZodNullable<z.ZodString>>),
  /** Who runs this installation, as the terms and privacy policy name them; null: not configured (the pages say so). */
  operator: z.object({ name: z.string(), address: z.string(), contact: z.string() }).nullable(),
});
