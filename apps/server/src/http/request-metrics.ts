import type { FastifyInstance, onResponseHookHandler } from 'fastify';

/** Records one answer: its status code and how long it took, in seconds. */
export type ResponseRecorder = (statusCode: number, seconds: number) => void;

/** The metrics module's request timings, handed in by app.ts: one recorder per method and route (HttpMetrics). */
export interface RouteTimings {
  recorder(method: string, route: string): ResponseRecorder;
}

/** Requests that match no route share this label, whatever their path: a scanner adds no series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answer of the main port into the request-duration histogram. Each route gets its
 * own onResponse hook (added as the route is declared), holding its recorder: a request pays a
 * call and a few number writes, without reading `request.routeOptions` (a new object per read) or
 * building labels. Must be registered before the routes. Answers sent before the framework
 * (static-responses.ts) are not timed.
 */
export function registerRequestMetrics(app: FastifyInstance, http: RouteTimings): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const recorders = new Map(methods.map((method) => [method, http.recorder(method, route.url)]));
    const only = methods.length === 1 ? recorders.get(methods[0]!)! : null;
    const hook: onResponseHookHandler = (request, reply, done) => {
      (only ?? recorders.get(request.method))?.(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    // A new array: the route's own list may be shared with the HEAD route Fastify derives from it.
    route.onResponse = [...[route.onResponse ?? []].flat(), hook];
  });

  const unmatched = new Map<string, ResponseRecorder>();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      let record = unmatched.get(request.method);
      // Node's parser only accepts the methods it knows, so this map stays small.
      if (!record) unmatched.set(request.method, (record = http.recorder(request.method, UNMATCHED_ROUTE)));
      record(reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
}
