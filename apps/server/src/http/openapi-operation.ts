/**
 * One route's operation in the OpenAPI document (decision 064), from what the route is: its zod
 * schemas (fastify-type-provider-zod), its access and preHandlers, the errors it declares and those
 * its properties imply, the forms and files zod does not read.
 */
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@fre/domain';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodObject } from 'zod/v4/core';
import { documentedHeaders } from './openapi-headers.ts';
import { errorsByStatus } from './openapi-errors.ts';
import { accessOf, requirementOf, type Deprecation, type Requirement, type RouteAccess } from './route-contract.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

export const ERROR_SCHEMA_REF = '#/components/schemas/Error';

/** GET /api/admin/users/:id/ban → getAdminUsersByIdBan: stable as long as the method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url.replace(/^\/api\//, '').split('/').filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]/)));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

const SECURITY: Record<RouteAccess, JsonObject[]> = {
  public: [],
  'signed-in': [{ bearer: [] }, { cookie: [] }],
  admin: [{ bearer: [] }, { cookie: [] }],
  'telegram-webhook': [{ telegramSecret: [] }],
};

const REQUIREMENT_TEXT: Record<string, string> = {
  'admin-role': 'Admin role.',
  'admin-access-code': 'This session unlocked with the admin\'s personal access code (POST /api/admin/gate/unlock), used within the idle window; the admin keeps a sign-in second factor.',
  'recent-reauthentication': 'A session re-authenticated recently (POST /api/me/reauth): 403 reauthentication_required otherwise, with the methods the account can prove itself with in `details.methods`.',
  'second-factor-when-enabled': 'The account\'s second factor (an app code or a passkey) in the body when the account has one: 401 second_factor_required otherwise, with `details.methods`.',
};

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content', 503: 'Unavailable' };

function requirementsOf(route: RouteOptions): Requirement[] {
  return [route.preHandler ?? []].flat().flatMap((handler) => {
    const requirement = requirementOf(handler);
    return requirement ? [requirement] : [];
  });
}

function keyed(schema: FastifySchema): boolean {
  return schema.headers instanceof $ZodObject && IDEMPOTENCY_KEY_HEADER in (schema.headers._zod.def.shape as object);
}

function errorResponse(codes: string[], headers: JsonObject): JsonObject {
  return {
    description: codes.join(', '),
    headers,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: ERROR_SCHEMA_REF },
            { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string', enum: codes } } } } },
          ],
        },
      },
    },
  };
}

function inputJson(schema: z.ZodType): JsonObject {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonObject;
}

export function describeOperation(input: TransformInput): { schema: JsonObject; url: string } {
  const route = input.route as RouteOptions;
  const { errors = [], multipart, binary, documentedBody, ...zodSchema } = (route.schema ?? {}) as FastifySchema;
  const transformed = jsonSchemaTransform({ ...input, schema: zodSchema } as TransformInput);
  const schema = transformed.schema as JsonObject;
  const access = accessOf(route);
  if (schema.hide || access === null) return transformed as { schema: JsonObject; url: string };
  const method = [route.method].flat()[0]!;
  const requirements: string[] = requirementsOf(route);
  if (access === 'admin') requirements.unshift('admin-role', 'admin-access-code');
  if (errors.includes('second_factor_required')) requirements.push('second-factor-when-enabled');
  const rateLimited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false;
  const isKeyed = keyed(zodSchema);

  const responses: Record<string, JsonObject> = {};
  for (const [status, response] of Object.entries((schema.response ?? {}) as Record<string, JsonObject>)) {
    // A status ≥ 400 a route declares itself answers its own body (the health check's 503), not an Error.
    if (Number(status) >= 400) {
      responses[status] = { 'x-response-description': STATUS_TEXT[Number(status)] ?? 'Refused', ...response };
      continue;
    }
    const replayed = isKeyed ? { [IDEMPOTENT_REPLAYED_HEADER]: { type: 'string', enum: ['true'], description: 'Present when this is the stored answer of an earlier request with the same Idempotency-Key.' } } : {};
    responses[status] = { 'x-response-description': STATUS_TEXT[Number(status)] ?? 'OK', ...response, headers: replayed };
  }
  if (binary) responses[binary.status] = { description: binary.description, content: { [binary.mediaType]: { schema: { type: 'string', format: 'binary' } } } };
  if (Object.keys(responses).length === 0) responses[200] = { 'x-response-description': 'OK', type: 'null' };
  const byStatus = errorsByStatus({ method, url: route.url, access, rateLimited, keyed: isKeyed, multipart: multipart !== undefined, requirements: requirements as Requirement[], declared: errors });
  for (const [status, codes] of byStatus) responses[status] ??= errorResponse(codes, {});

  const described: JsonObject = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, route.url),
    summary: schema.summary ?? `${method} ${route.url}`,
    // A route may narrow who signs in to it (the bearer token's renewal): its own list, else its access's.
    security: (schema.security as JsonObject[] | undefined) ?? SECURITY[access],
    response: responses,
  };
  if (requirements.length > 0) {
    described['x-fre-requires'] = requirements;
    described.description = [schema.description, ...requirements.map((requirement) => REQUIREMENT_TEXT[requirement])].filter(Boolean).join('\n\n');
  }
  if (multipart) {
    const fields = inputJson(multipart.fields);
    const files = Object.fromEntries(Object.entries(multipart.files).map(([name, file]) => [name, {
      type: 'string', format: 'binary', description: `${file.description} At most ${multipart.maxFileBytes} bytes.`,
    }]));
    const required = [...((fields.required as string[] | undefined) ?? []), ...Object.entries(multipart.files).filter(([, file]) => file.required).map(([name]) => name)];
    described.body = { type: 'object', properties: { ...(fields.properties as object), ...files }, required };
    described.consumes = ['multipart/form-data'];
  }
  if (documentedBody) described.body = { ...inputJson(documentedBody.schema), description: documentedBody.description };
  const deprecation = (route.config as { deprecated?: Deprecation } | undefined)?.deprecated;
  const withHeaders = documentedHeaders(described, rateLimited);
  return { schema: deprecation ? deprecated(withHeaders, deprecation) : withHeaders, url: transformed.url };
}

const DEPRECATION_HEADERS = {
  Deprecation: { type: 'string', description: 'When this operation was deprecated, as `@` and Unix seconds (RFC 9745).' },
  Sunset: { type: 'string', description: 'The HTTP date from which this operation may be removed (RFC 8594).' },
};

/** `deprecated: true`, the dates and the replacement in the description, the two headers on every response (decision 079). */
function deprecated(schema: JsonObject, deprecation: Deprecation): JsonObject {
  const notice = `**Deprecated** since ${deprecation.since}; may be removed from ${deprecation.sunset}.${deprecation.replacement ? ` Use ${deprecation.replacement} instead.` : ''}`;
  const responses = Object.fromEntries(Object.entries(schema.response as Record<string, JsonObject>).map(([status, response]) => [status, {
    ...response, headers: { ...(response.headers as object | undefined), ...DEPRECATION_HEADERS },
  }]));
  return { ...schema, deprecated: true, description: [notice, schema.description].filter(Boolean).join('\n\n'), response: responses };
}
