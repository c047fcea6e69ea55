/** Linking a TON wallet with a TON Connect proof: the API contract. */
import { z } from 'zod';

export const proofPayloadResponse = z.object({ payload: z.string() });
export const walletLinkRequest = z.strictObject({
  address: z.string().min(10).max(100),
  network: z.string().max(10),
  publicKey: z.string().regex(/^[0-9a-fA-F]{64}$/).optional(),
  walletStateInit: z.string().min(10).max(10_000),
  proof: z.object({
    timestamp: z.number().int(),
    domain: z.object({ lengthBytes: z.number().int().min(0).max(1000), value: z.string().max(1000) }),
    signature: z.string().max(200),
    payload: z.string().max(200),
    stateInit: z.string().max(10_000).optional(),
  }),
});
