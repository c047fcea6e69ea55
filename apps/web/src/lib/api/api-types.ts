/**
 * What a call to the API takes and answers, read from the generated `paths` (decision 080): the
 * URL is one of the document's paths, its path and query parameters, its body and its successful
 * answer are the document's, so nothing of them is written by hand beside the routes.
 */
import type { paths } from './openapi-types.ts';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that answer `method`. */
export type ApiPath<M extends ApiMethod = ApiMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<P extends ApiPath<M>, M extends ApiMethod> = paths[P][M];

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** The body of a successful answer (undefined for an answer without one, as 202 or 204). */
export type ApiResponse<P extends ApiPath<M>, M extends ApiMethod = 'get'> =
  Operation<P, M> extends { responses: infer R } ? { [S in keyof R]: S extends 200 | 201 | 202 | 204 ? Json<R[S]> : never }[keyof R] : never;

/** The JSON body an operation takes. */
export type ApiBody<P extends ApiPath<M>, M extends ApiMethod> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** The query parameters an operation takes. */
export type ApiQuery<P extends ApiPath<M>, M extends ApiMethod = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? Exclude<Query, undefined> : never;

type PathPart<Op> = Op extends { parameters: { path: infer Path } } ? { path: Path } : { path?: never };
type QueryPart<Op> = Op extends { parameters: { query: infer Query } }
  ? { query: Query }
  : Op extends { parameters: { query?: infer Query } }
    ? [Exclude<Query, undefined>] extends [never]
      ? { query?: never }
      : { query?: Query }
    : { query?: never };
type BodyPart<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } }
  ? { body: Body }
  : Op extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? { body?: Body }
    : { body?: never };

/**
 * The rest of a call: `path` fills the URL's `{name}` parts, `query` its search part; `idempotent`
 * sends a user action that moves money or creates something under one Idempotency-Key, retried
 * under it (decision 053).
 */
export type ApiInit<P extends ApiPath<M>, M extends ApiMethod> = PathPart<Operation<P, M>> &
  QueryPart<Operation<P, M>> &
  BodyPart<Operation<P, M>> & { idempotent?: boolean };

/** The init argument, optional when nothing in it is required. */
export type ApiArgs<P extends ApiPath<M>, M extends ApiMethod> = object extends ApiInit<P, M> ? [init?: ApiInit<P, M>] : [init: ApiInit<P, M>];
