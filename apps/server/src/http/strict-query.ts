import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { $ZodObject, type $ZodType } from 'zod/v4/core';
import { AppError } from '#server/lib/app-error.ts';

/** The names a route's querystring schema declares: none without one, any when it is not an object. */
function declaredNames(schema: unknown): Set<string> | null {
  if (schema === undefined) return new Set();
  if (!(schema instanceof $ZodObject)) return null;
  return new Set(Object.keys((schema as $ZodObject)._zod.def.shape as Record<string, $ZodType>));
}

/**
 * An unknown query parameter is refused on every API operation (decision 060): a client that
 * misspells `limit` learns it instead of getting every row. Checked before validation, so the
 * answer names the parameter whatever else the request gets wrong; a route with no querystring
 * schema takes none. Each route gets its own check, its names known once when it is declared
 * (a hook for every request read the route's options, built a set and waited on a promise).
 */
export function registerStrictQuery(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const names = declaredNames(route.schema?.querystring);
    if (!names) return;
    const refuseUnknown = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      for (const name in request.query as Record<string, unknown>) {
        if (!names.has(name)) return done(new AppError('validation_failed', {}, { fields: { [name]: { code: 'invalid_value' } } }));
      }
      done();
    };
    // First, as the app-wide hook it replaces ran before a route's own.
    route.preValidation = [refuseUnknown, ...[route.preValidation ?? []].flat()];
  });
}
