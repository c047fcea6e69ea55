import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { keyedRequest, proofPayloadResponse, userResponse, walletLinkRequest } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { Reauthentication } from '#server/modules/account/sessions/reauthentication.ts';
import { idempotencyKeyOf } from '#server/modules/idempotency/idempotency-key.ts';
import { toUserDto } from '#server/modules/users/user-row.ts';
import type { WalletService } from './wallet.service.ts';

/** Where withdrawals go: linking, replacing or unlinking it needs a re-authenticated session (decision 039). */
export function walletRoutes(wallet: WalletService, reauthenticated: Reauthentication['required']) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post('/api/wallet/proof-payload', { schema: { tags: ['wallet'], summary: 'A payload for the TON wallet\'s ownership proof', response: { 200: proofPayloadResponse } } }, async (request) => ({
      payload: await wallet.proofPayload(requireUser(request)),
    }));
    app.post('/api/wallet/link', {
      schema: { tags: ['wallet'], summary: 'Link a TON wallet', errors: ['wallet_in_use', 'wallet_proof_expired', 'wallet_proof_invalid'], headers: keyedRequest.headers, body: walletLinkRequest, response: { 200: userResponse } }, preHandler: reauthenticated,
    }, async (request) => {
      const user = requireUser(request);
      return wallet.link(user, request.body, request.ip, idempotencyKeyOf(request, { user: user.id }, 'wallet.link'));
    });
    app.delete('/api/wallet', { schema: { tags: ['wallet'], summary: 'Unlink the TON wallet', response: { 200: userResponse } }, preHandler: reauthenticated }, async (request) => ({
      user: toUserDto(await wallet.unlink(requireUser(request), request.ip)),
    }));
  };
}
