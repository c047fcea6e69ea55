import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGamesResponse, clientSeedRequest, fairnessResponse, hiloGuessRequest, kenoPlayRequest, limitsRequest, limitsSchema, rotateResponse, roundResponse,
  roundsResponse, slotStateResponse, stakeRequest, towersPickRequest, towersPlayRequest,
} from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { GamesService } from './games.service.ts';

const round = { params: z.object({ roundId: z.string().max(64) }), response: { 200: roundResponse } };
const money = (result: { round: unknown; balance: bigint }) => ({ round: result.round as z.infer<typeof roundResponse>['round'], balance: result.balance.toString() });
const BET_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export function gamesRoutes(games: GamesService, settings: SettingsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async () => settings.assertFeature('games'));

    app.get('/api/games/fairness', { schema: { tags: ['games'], response: { 200: fairnessResponse } } }, async (request) => games.fairness(requireUser(request)));
    app.put('/api/games/fairness', { schema: { tags: ['games'], body: clientSeedRequest, response: { 200: fairnessResponse } } }, async (request) =>
      games.setClientSeed(requireUser(request), request.body.clientSeed));
    app.post('/api/games/fairness/rotate', { schema: { tags: ['games'], response: { 200: rotateResponse } } }, async (request) => games.rotate(requireUser(request)));
    app.get('/api/games/rounds', { schema: { tags: ['games'], response: { 200: roundsResponse } } }, async (request) => ({ rounds: await games.rounds(requireUser(request)) }));
    app.get('/api/games/slot', { schema: { tags: ['games'], response: { 200: slotStateResponse } } }, async (request) => games.slotState(requireUser(request)));
    app.get('/api/games/limits', { schema: { tags: ['games'], response: { 200: limitsSchema } } }, async (request) => games.limits(requireUser(request)));
    app.put('/api/games/limits', { schema: { tags: ['games'], body: limitsRequest, response: { 200: limitsSchema } } }, async (request) => games.setLimits(requireUser(request), request.body));

    app.post('/api/games/slot/play', { schema: { tags: ['games'], response: { 200: roundResponse } }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'slot' })));
    app.post('/api/games/fre-machine/play', { schema: { tags: ['games'], body: stakeRequest, response: { 200: roundResponse } }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'fre-machine', stake: request.body.stake })));
    app.post('/api/games/keno/play', { schema: { tags: ['games'], body: kenoPlayRequest, response: { 200: roundResponse } }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'keno', ...request.body })));
    app.post('/api/games/towers/play', { schema: { tags: ['games'], body: towersPlayRequest, response: { 200: roundResponse } }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'towers', ...request.body })));
    app.post('/api/games/hilo/play', { schema: { tags: ['games'], body: stakeRequest, response: { 200: roundResponse } }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'hilo', stake: request.body.stake })));
    app.post('/api/games/blackjack/play', { schema: { tags: ['games'], body: stakeRequest, response: { 200: roundResponse } }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'blackjack', stake: request.body.stake })));

    app.post('/api/games/towers/:roundId/pick', { schema: { tags: ['games'], ...round, body: towersPickRequest } }, async (request) =>
      money(await games.act(requireUser(request), 'towers', request.params.roundId, { kind: 'pick', tile: request.body.tile })));
    app.post('/api/games/hilo/:roundId/guess', { schema: { tags: ['games'], ...round, body: hiloGuessRequest } }, async (request) =>
      money(await games.act(requireUser(request), 'hilo', request.params.roundId, { kind: 'guess', guess: request.body.guess })));
    for (const game of ['towers', 'hilo'] as const) {
      app.post(`/api/games/${game}/:roundId/cashout`, { schema: { tags: ['games'], ...round } }, async (request) =>
        money(await games.act(requireUser(request), game, request.params.roundId, { kind: 'cashout' })));
    }
    for (const action of ['hit', 'stand', 'double'] as const) {
      app.post(`/api/games/blackjack/:roundId/${action}`, { schema: { tags: ['games'], ...round } }, async (request) =>
        money(await games.act(requireUser(request), 'blackjack', request.params.roundId, { kind: action })));
    }
  };
}

export function adminGamesRoutes(games: GamesService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/games', { schema: { tags: ['admin'], response: { 200: adminGamesResponse } } }, async () => games.adminTotals());
  };
}
