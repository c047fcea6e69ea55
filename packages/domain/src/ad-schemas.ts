/** Ads: what a placement shows, and the back office's ads. The API contract. */
import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { pageOf } from './page-schemas.ts';

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
/** Every ad with its schedule and counts, newest first, a page at a time (decision 060). */
export const adminAdsResponse = pageOf(
  adSchema.extend({ languages: z.array(z.string()), startsAt: z.string(), endsAt: z.string(), active: z.boolean(), impressions: z.number().int(), clicks: z.number().int() }),
);
