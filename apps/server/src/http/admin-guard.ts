import type { FastifyRequest } from 'fastify';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { requireUser } from './authenticate.ts';

/** The admin behind a request (role only; the access-code gate is checked separately). */
export function requireAdmin(request: FastifyRequest): Actor {
  const user = requireUser(request);
  if (user.role !== 'admin' || !request.sessionId) throw new AppError('forbidden');
  return { user, sessionId: request.sessionId, ip: request.ip };
}
