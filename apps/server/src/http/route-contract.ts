/**
 * What a route declares next to its schema, read both by the server and by the OpenAPI document
 * (decision 064): who may call it, the error codes its own logic can answer, and the bodies zod
 * does not validate (multipart forms, files). What follows from the route's properties (a body, an
 * Idempotency-Key, a limiter, the access) is added by the document, not declared again.
 */
import type { ErrorCode } from '@fre/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';

/**
 * `signed-in` (the default of every documented /api route): a session, by cookie or bearer token.
 * `public`: anyone; a session, when one is sent, may change the answer. `admin`: set by the admin
 * area for every route inside it (composition/admin-area.ts). `telegram-webhook`: Telegram's secret header.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin' | 'telegram-webhook';

/** A declared code, or one its thrower answers with another status than the code's own. */
export type ErrorDeclaration = ErrorCode | { code: ErrorCode; status: number };

/** A multipart form: its text fields as zod validates them once read, and its files. */
export interface MultipartContract {
  fields: z.ZodType;
  files: Record<string, { required: boolean; description: string }>;
  maxFileBytes: number;
}

/** A file answered as bytes, not JSON. */
export interface BinaryContract {
  status: number;
  mediaType: string;
  description: string;
}

declare module 'fastify' {
  interface FastifySchema {
    /** The codes the route's own logic throws; the document adds those of its properties (openapi-errors.ts). */
    errors?: readonly ErrorDeclaration[];
    multipart?: MultipartContract;
    binary?: BinaryContract;
    /** A body the handler reads itself (it must answer even what zod refuses): documented, not validated. */
    documentedBody?: { schema: z.ZodType; description: string };
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The route is on its way out (decision 079): marked in the document, and every answer says so. */
    deprecated?: Deprecation;
    /** The text of this route's 401 when it has its own (a key under errors.*), e.g. the bonus code's. */
    unauthenticatedMessage?: string;
  }
}

/**
 * When a route was deprecated and the date from which it may be removed (ISO dates), and what to use
 * instead: an operation of the document (`POST /api/…`) or a page.
 */
export interface Deprecation {
  since: string;
  sunset: string;
  replacement?: string;
}

/** RFC 9745's `Deprecation` (an @-timestamp) and RFC 8594's `Sunset` (an HTTP date). */
export function deprecationHeaders(deprecation: Deprecation): Record<'Deprecation' | 'Sunset', string> {
  return {
    Deprecation: `@${Math.floor(Date.parse(deprecation.since) / 1000)}`,
    Sunset: new Date(deprecation.sunset).toUTCString(),
  };
}

/**
 * Every answer of a deprecated route carries its headers, errors included: set when the request
 * arrives, so that whatever answers it (a validation error, the limiter, the handler) keeps them.
 */
export function registerDeprecations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const deprecation = route.config?.deprecated;
    if (!deprecation) return;
    const headers = deprecationHeaders(deprecation);
    const announce = async (_request: FastifyRequest, reply: FastifyReply) => {
      void reply.headers(headers);
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), announce];
  });
}

/** A preHandler that requires something of the caller, so that the document can say so (openapi-operation.ts). */
export type Requirement = 'recent-reauthentication';
const requirements = new WeakMap<object, Requirement>();
export function requiring<F extends object>(requirement: Requirement, handler: F): F {
  requirements.set(handler, requirement);
  return handler;
}
export function requirementOf(handler: object): Requirement | undefined {
  return requirements.get(handler);
}

/**
 * For a check a plugin makes of every route it declares (an onRequest hook of its own, e.g. a
 * feature switch): each of them declares what that check answers, from the same place.
 */
export function declareForEveryRoute(app: FastifyInstance, errors: readonly ErrorDeclaration[]): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, errors: [...(route.schema?.errors ?? []), ...errors] };
  });
}

/** The access a route has: what it declares, signed-in by default for the documented /api routes. */
export function accessOf(route: Pick<RouteOptions, 'url' | 'config' | 'schema'>): RouteAccess | null {
  const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
  if (!route.url.startsWith('/api/') || hidden) return null;
  return (route.config as { access?: RouteAccess } | undefined)?.access ?? 'signed-in';
}


/**
 * Every documented /api route that is not declared public refuses a caller without a session, as
 * the handler's requireUser() did before and at the same point: last before the handler (after
 * validation, the route's own preHandlers and the limiter, which counts a guest by IP), so a route
 * cannot be documented as signed-in and serve anyone.
 */
export function registerAccessRules(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = accessOf(route);
    if (access !== 'signed-in' && access !== 'admin') return;
    const message = route.config?.unauthenticatedMessage;
    // A callback, not an async function: every signed-in request runs it, and it waits for nothing.
    const signedIn = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!request.user) return done(message ? new AppError('unauthenticated').withMessage(message) : new AppError('unauthenticated'));
      done();
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), signedIn];
  });
}
