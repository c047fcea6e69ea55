import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGamesResponse, clientSeedRequest, fairnessResponse, hiloGuessRequest, kenoPlayRequest, keyedRequest, limitsRequest, limitsSchema, rotateResponse, roundResponse,
  roundsQuery, roundsResponse, slotStateResponse, stakeRequest, towersPickRequest, towersPlayRequest,
} from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import { idempotencyKeyOf } from '#server/modules/idempotency/idempotency-key.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { GamesService } from './games.service.ts';

/** Every play and move moves money: each takes an Idempotency-Key (decision 053). */
const played = { headers: keyedRequest.headers, response: { 200: roundResponse, ...keyedRequest.errors } };
const round = { params: z.object({ roundId: z.string().max(64) }), ...played };
const money = (result: { round: unknown; balance: string }) => ({ round: result.round as z.infer<typeof roundResponse>['round'], balance: result.balance });
const BET_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const keyOf = (request: FastifyRequest, operation: string) => idempotencyKeyOf(request, { user: requireUser(request).id }, operation);

export function gamesRoutes(games: GamesService, settings: SettingsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async () => settings.assertFeature('games'));

    app.get('/api/games/fairness', { schema: { tags: ['games'], response: { 200: fairnessResponse } } }, async (request) => games.fairness(requireUser(request)));
    app.put('/api/games/fairness', { schema: { tags: ['games'], body: clientSeedRequest, response: { 200: fairnessResponse } } }, async (request) =>
      games.setClientSeed(requireUser(request), request.body.clientSeed));
    app.post('/api/games/fairness/rotate', { schema: { tags: ['games'], response: { 200: rotateResponse } } }, async (request) => games.rotate(requireUser(request)));
    app.get('/api/games/rounds', { schema: { tags: ['games'], querystring: roundsQuery, response: { 200: roundsResponse } } }, async (request) => games.rounds(requireUser(request), request.query));
    app.get('/api/games/slot', { schema: { tags: ['games'], response: { 200: slotStateResponse } } }, async (request) => games.slotState(requireUser(request)));
    app.get('/api/games/limits', { schema: { tags: ['games'], response: { 200: limitsSchema } } }, async (request) => games.limits(requireUser(request)));
    app.put('/api/games/limits', { schema: { tags: ['games'], body: limitsRequest, response: { 200: limitsSchema } } }, async (request) => games.setLimits(requireUser(request), request.body));

    app.post('/api/games/slot/play', { schema: { tags: ['games'], ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'slot' }, keyOf(request, 'games.slot.play'))));
    app.post('/api/games/fre-machine/play', { schema: { tags: ['games'], body: stakeRequest, ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'fre-machine', stake: request.body.stake }, keyOf(request, 'games.fre-machine.play'))));
    app.post('/api/games/keno/play', { schema: { tags: ['games'], body: kenoPlayRequest, ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'keno', ...request.body }, keyOf(request, 'games.keno.play'))));
    app.post('/api/games/towers/play', { schema: { tags: ['games'], body: towersPlayRequest, ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'towers', ...request.body }, keyOf(request, 'games.towers.play'))));
    app.post('/api/games/hilo/play', { schema: { tags: ['games'], body: stakeRequest, ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'hilo', stake: request.body.stake }, keyOf(request, 'games.hilo.play'))));
    app.post('/api/games/blackjack/play', { schema: { tags: ['games'], body: stakeRequest, ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'blackjack', stake: request.body.stake }, keyOf(request, 'games.blackjack.play'))));

    app.post('/api/games/towers/:roundId/pick', { schema: { tags: ['games'], ...round, body: towersPickRequest } }, async (request) =>
      money(await games.act(requireUser(request), 'towers', request.params.roundId, { kind: 'pick', tile: request.body.tile }, keyOf(request, 'games.towers.pick'))));
    app.post('/api/games/hilo/:roundId/guess', { schema: { tags: ['games'], ...round, body: hiloGuessRequest } }, async (request) =>
      money(await games.act(requireUser(request), 'hilo', request.params.roundId, { kind: 'guess', guess: request.body.guess }, keyOf(request, 'games.hilo.guess'))));
    for (const game of ['towers', 'hilo'] as const) {
      app.post(`/api/games/${game}/:roundId/cashout`, { schema: { tags: ['games'], ...round } }, async (request) =>
        money(await games.act(requireUser(request), game, request.params.roundId, { kind: 'cashout' }, keyOf(request, `games.${game}.cashout`))));
    }
    for (const action of ['hit', 'stand', 'double'] as const) {
      app.post(`/api/games/blackjack/:roundId/${action}`, { schema: { tags: ['games'], ...round } }, async (request) =>
        money(await games.act(requireUser(request), 'blackjack', request.params.roundId, { kind: action }, keyOf(request, `games.blackjack.${action}`))));
    }
  };
}

export function adminGamesRoutes(games: GamesService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/games', { schema: { tags: ['admin'], response: { 200: adminGamesResponse } } }, async () => games.adminTotals());
  };
}
