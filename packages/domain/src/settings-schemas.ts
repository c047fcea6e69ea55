/** The app's settings: features on or off, maintenance. The API contract. */
import { z } from 'zod';

export const FEATURE_FLAGS = ['games', 'shop', 'referrals'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export const settingsSchema = z.object({
  games: z.boolean(),
  shop: z.boolean(),
  referrals: z.boolean(),
  maintenance: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsUpdateRequest = settingsSchema.partial().strict();
export const publicSettingsResponse = z.object({ features: settingsSchema.pick({ games: true, shop: true, referrals: true }), maintenance: z.boolean() });
