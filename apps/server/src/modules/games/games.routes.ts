import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGamesResponse, clientSeedRequest, fairnessResponse, gameListResponse, hiloGuessRequest, kenoPlayRequest, keyedRequest, limitsRequest, limitsSchema, rotateResponse, roundResponse,
  roundsQuery, roundsResponse, slotStateResponse, stakeRequest, towersPickRequest, towersPlayRequest,
} from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import { declareForEveryRoute } from '#server/http/route-contract.ts';
import { idempotencyKeyOf } from '#server/modules/idempotency/idempotency-key.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { GamesService } from './games.service.ts';

/** Every play and move moves money: each takes an Idempotency-Key (decision 053). */
const played = { headers: keyedRequest.headers, response: { 200: roundResponse } };
/** A move in a round already started. */
const round = { params: z.object({ roundId: z.string().max(64) }), errors: ['invalid_move', 'not_found', 'round_over'] as const, ...played };
const money = (result: { round: unknown; balance: string }) => ({ round: result.round as z.infer<typeof roundResponse>['round'], balance: result.balance });
const BET_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const keyOf = (request: FastifyRequest, operation: string) => idempotencyKeyOf(request, { user: requireUser(request).id }, operation);

export function gamesRoutes(games: GamesService, settings: SettingsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async () => settings.assertFeature('games'));
    declareForEveryRoute(app, ['feature_disabled']);

    app.get('/api/games', { schema: { tags: ['games'], summary: 'The games, with their stake limits and options', response: { 200: gameListResponse } }, config: { access: 'public' } }, async () => ({ games: games.list() }));
    app.get('/api/games/fairness', { schema: { tags: ['games'], summary: 'The player\'s seeds for provably fair rounds', response: { 200: fairnessResponse } } }, async (request) => games.fairness(requireUser(request)));
    app.put('/api/games/fairness', { schema: { tags: ['games'], summary: 'Set the client seed', body: clientSeedRequest, response: { 200: fairnessResponse } } }, async (request) =>
      games.setClientSeed(requireUser(request), request.body.clientSeed));
    app.post('/api/games/fairness/rotate', { schema: { tags: ['games'], summary: 'Reveal the server seed and start a new one', response: { 200: rotateResponse } } }, async (request) => games.rotate(requireUser(request)));
    app.get('/api/games/rounds', { schema: { tags: ['games'], summary: 'The player\'s rounds, newest first', querystring: roundsQuery, response: { 200: roundsResponse } } }, async (request) => games.rounds(requireUser(request), request.query));
    app.get('/api/games/slot', { schema: { tags: ['games'], summary: 'The slot\'s pool and the player\'s free spins', response: { 200: slotStateResponse } } }, async (request) => games.slotState(requireUser(request)));
    app.get('/api/games/limits', { schema: { tags: ['games'], summary: 'The player\'s loss limit and self-exclusion', response: { 200: limitsSchema } } }, async (request) => games.limits(requireUser(request)));
    app.put('/api/games/limits', { schema: { tags: ['games'], summary: 'Set a loss limit or exclude oneself', body: limitsRequest, response: { 200: limitsSchema } } }, async (request) => games.setLimits(requireUser(request), request.body));

    app.post('/api/games/slot/play', { schema: { tags: ['games'], summary: 'Spin the slot', errors: ['loss_limit_reached', 'no_spin_available', 'self_excluded'], ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'slot' }, keyOf(request, 'games.slot.play'))));
    app.post('/api/games/fre-machine/play', { schema: { tags: ['games'], summary: 'Play the FRE machine', errors: ['bet_out_of_range', 'insufficient_balance', 'loss_limit_reached', 'self_excluded'], body: stakeRequest, ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'fre-machine', stake: request.body.stake }, keyOf(request, 'games.fre-machine.play'))));
    app.post('/api/games/keno/play', { schema: { tags: ['games'], summary: 'Play keno', errors: ['bet_out_of_range', 'insufficient_balance', 'loss_limit_reached', 'self_excluded'], body: kenoPlayRequest, ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'keno', ...request.body }, keyOf(request, 'games.keno.play'))));
    app.post('/api/games/towers/play', { schema: { tags: ['games'], summary: 'Start a towers round', errors: ['bet_out_of_range', 'insufficient_balance', 'loss_limit_reached', 'round_active', 'self_excluded'], body: towersPlayRequest, ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'towers', ...request.body }, keyOf(request, 'games.towers.play'))));
    app.post('/api/games/hilo/play', { schema: { tags: ['games'], summary: 'Start a hi-lo round', errors: ['bet_out_of_range', 'insufficient_balance', 'loss_limit_reached', 'round_active', 'self_excluded'], body: stakeRequest, ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'hilo', stake: request.body.stake }, keyOf(request, 'games.hilo.play'))));
    app.post('/api/games/blackjack/play', { schema: { tags: ['games'], summary: 'Play a blackjack hand', errors: ['bet_out_of_range', 'insufficient_balance', 'loss_limit_reached', 'round_active', 'self_excluded'], body: stakeRequest, ...played }, config: BET_LIMIT }, async (request) =>
      money(await games.play(requireUser(request), { game: 'blackjack', stake: request.body.stake }, keyOf(request, 'games.blackjack.play'))));

    app.post('/api/games/towers/:roundId/pick', { schema: { tags: ['games'], summary: 'Pick a tile in a towers round', ...round, body: towersPickRequest } }, async (request) =>
      money(await games.act(requireUser(request), 'towers', request.params.roundId, { kind: 'pick', tile: request.body.tile }, keyOf(request, 'games.towers.pick'))));
    app.post('/api/games/hilo/:roundId/guess', { schema: { tags: ['games'], summary: 'Guess in a hi-lo round', ...round, body: hiloGuessRequest } }, async (request) =>
      money(await games.act(requireUser(request), 'hilo', request.params.roundId, { kind: 'guess', guess: request.body.guess }, keyOf(request, 'games.hilo.guess'))));
    const CASHOUT_SUMMARY = { towers: 'Cash out a towers round', hilo: 'Cash out a hi-lo round' };
    for (const game of ['towers', 'hilo'] as const) {
      app.post(`/api/games/${game}/:roundId/cashout`, { schema: { tags: ['games'], summary: CASHOUT_SUMMARY[game], ...round } }, async (request) =>
        money(await games.act(requireUser(request), game, request.params.roundId, { kind: 'cashout' }, keyOf(request, `games.${game}.cashout`))));
    }
    const BLACKJACK_SUMMARY = { hit: 'Take a card in a blackjack hand', stand: 'Stand in a blackjack hand', double: 'Double the stake and take one card' };
    for (const action of ['hit', 'stand', 'double'] as const) {
      app.post(`/api/games/blackjack/:roundId/${action}`, { schema: { tags: ['games'], summary: BLACKJACK_SUMMARY[action], ...round } }, async (request) =>
        money(await games.act(requireUser(request), 'blackjack', request.params.roundId, { kind: action }, keyOf(request, `games.blackjack.${action}`))));
    }
  };
}

export function adminGamesRoutes(games: GamesService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/games', { schema: { tags: ['admin'], summary: 'Games\' totals and pools', response: { 200: adminGamesResponse } } }, async () => games.adminTotals());
  };
}
