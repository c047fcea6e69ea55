import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import { requireUser, type RequestUser } from './authenticate.ts';

/** An admin acting through a request: the shape the admin services take as their actor. */
export interface AdminActor {
  user: RequestUser;
  sessionId: string;
  ip: string;
}

/** The admin behind a request (role only; the access-code gate is checked separately). */
export function requireAdmin(request: FastifyRequest): AdminActor {
  const user = requireUser(request);
  if (user.role !== 'admin' || !request.sessionId) throw new AppError('forbidden');
  return { user, sessionId: request.sessionId, ip: request.ip };
}
