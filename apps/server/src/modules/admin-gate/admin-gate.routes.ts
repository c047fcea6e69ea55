import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessCodeRequest, adminGateStatus, unlockRequest } from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import type { AdminGateService } from './admin-gate.service.ts';

const GATE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** The gate itself: reachable with the admin role before the access code is entered. */
export function adminGateRoutes(gate: AdminGateService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // The role is checked before the body is read: a stranger learns nothing about the gate's input.
    app.addHook('onRequest', async (request) => void requireAdmin(request));
    app.get('/api/admin/gate', { schema: { tags: ['admin'], summary: 'The back-office gate\'s state for this session', errors: ['forbidden'], response: { 200: adminGateStatus } } }, async (request) => gate.status(requireAdmin(request)));

    app.put('/api/admin/access-code', {
      schema: { tags: ['admin'], summary: 'Set or change the admin\'s access code', errors: [{ code: 'access_code_invalid', status: 403 }, 'forbidden', 'second_factor_setup_required', 'too_many_attempts'], body: accessCodeRequest, response: { 204: z.null() } },
      config: { rateLimit: GATE_RATE_LIMIT },
    }, async (request, reply) => {
      await gate.setCode(requireAdmin(request), request.body.newCode, request.body.currentCode);
      return reply.status(204).send(null);
    });

    app.post('/api/admin/unlock', {
      schema: { tags: ['admin'], summary: 'Unlock the back office for this session', errors: [{ code: 'access_code_invalid', status: 403 }, 'access_code_required', 'forbidden', 'second_factor_setup_required', 'too_many_attempts'], body: unlockRequest, response: { 204: z.null() } },
      config: { rateLimit: GATE_RATE_LIMIT },
    }, async (request, reply) => {
      await gate.unlock(requireAdmin(request), request.body.code);
      return reply.status(204).send(null);
    });

    app.post('/api/admin/lock', { schema: { tags: ['admin'], summary: 'Lock the back office for this session', errors: ['forbidden'], response: { 204: z.null() } } }, async (request, reply) => {
      await gate.lock(requireAdmin(request));
      return reply.status(204).send(null);
    });
  };
}

/** Paths of the gate, open to a locked admin; every other /api/admin/* path needs the unlocked gate. */
export const GATE_PATHS = new Set(['/api/admin/gate', '/api/admin/access-code', '/api/admin/unlock', '/api/admin/lock']);
