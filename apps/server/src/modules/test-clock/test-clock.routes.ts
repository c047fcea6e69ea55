import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clockRequest, clockResponse } from '@fre/domain';
import type { AdjustableClock } from '#server/lib/clock.ts';

/** Registered only with FRE_TEST_CLOCK=1 (never in production): moves the server's time forward. */
export function testClockRoutes(clock: AdjustableClock) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const state = () => ({ now: clock.now().toISOString(), offsetMs: clock.offset });
    app.get('/api/test/clock', { schema: { hide: true, response: { 200: clockResponse } } }, async () => state());
    app.post('/api/test/clock', { schema: { hide: true, body: clockRequest, response: { 200: clockResponse } } }, async (request) => {
      clock.advance(request.body.advanceMs);
      return state();
    });
  };
}
