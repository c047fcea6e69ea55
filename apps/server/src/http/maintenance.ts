import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Signing in and out stay open so that an administrator can come in and end the maintenance.
// Renewing a bearer token is staying signed in: a token ending during maintenance would otherwise need the password again.
export const ALWAYS_OPEN = new Set(['/api/auth/login', '/api/auth/logout', '/api/auth/token/refresh']);

/**
 * Maintenance mode: reads and health keep working, writes answer 503 — except for admins.
 * Runs before the route, so the feature flags a write route then checks are fresh too.
 */
export function registerMaintenance(app: FastifyInstance, settings: { fresh(): Promise<{ maintenance: boolean }> }): void {
  app.addHook('preHandler', async (request) => {
    if (READ_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const path = request.url.split('?')[0]!;
    if (ALWAYS_OPEN.has(path) || path.startsWith('/api/test/') || request.user?.role === 'admin') return;
    // Read afresh: this request may reach another instance than the one that saved the setting.
    if ((await settings.fresh()).maintenance) throw new AppError('maintenance');
  });
}
