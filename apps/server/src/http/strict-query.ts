import type { FastifyInstance } from 'fastify';
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
 * schema takes none.
 */
export function registerStrictQuery(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404 || !request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const names = declaredNames(request.routeOptions.schema?.querystring);
    if (!names) return;
    const unknown = Object.keys(request.query as Record<string, unknown>).find((name) => !names.has(name));
    if (unknown !== undefined) throw new AppError('validation_failed', {}, { fields: { [unknown]: { code: 'invalid_value' } } });
  });
}
