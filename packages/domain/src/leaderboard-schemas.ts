/** The leaderboard: the top players and the player's own rank. The API contract. */
import { z } from 'zod';
import { nanoString } from './api-schemas.ts';

export const leaderboardResponse = z.object({
  top: z.array(z.object({ rank: z.number().int(), nickname: z.string(), totalMined: nanoString })),
  /** Beyond the first ranks, an estimate between the rank steps the stats job keeps (docs/decisions/011). */
  me: z.object({ rank: z.number().int(), approximate: z.boolean(), totalMined: nanoString }),
});
