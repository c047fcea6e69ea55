/**
 * Keeps the OpenAPI document true (decision 064): every answer a test app gives is kept, and checked
 * against the document that app serves when the app closes (never while a request waits). An (operation, status, error code) the document does not
 * list, or a 2xx body its schema refuses, is written to .tmp/api-contract/ with the request that
 * showed it; the server project's global teardown (contract-check.ts) fails the run on any.
 * Vitest's workers each write their own file, rewritten whole after each test app closes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

export const CONTRACT_DIR = path.join(new URL('../../..', import.meta.url).pathname, '.tmp', 'api-contract');

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/** One worker's findings: what was seen (for the totals) and what the document does not say. */
export interface ContractFindings {
  seen: string[];
  violations: Record<string, string>;
}

const seen = new Set<string>();
const violations = new Map<string, string>();

export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function errorCodesOf(operation: Operation, status: string): string[] | null {
  const schema = operation.responses[status]?.content?.['application/json']?.schema as { allOf?: { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } }[] } | undefined;
  return schema?.allOf?.[1]?.properties?.error?.properties?.code?.enum ?? null;
}

/** Validators of a document's 2xx bodies, compiled when first needed. */
function bodyChecker(document: Document) {
  // The document is OpenAPI 3.1: its schemas are JSON Schema 2020-12.
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction | null>();
  return (key: string, schema: Record<string, unknown> | undefined): ValidateFunction | null => {
    if (!compiled.has(key)) compiled.set(key, schema ? ajv.compile({ ...schema, components: document.components }) : null);
    return compiled.get(key)!;
  };
}

function record(example: string, finding: string): void {
  if (!violations.has(finding)) violations.set(finding, example);
}

interface Answer {
  method: string;
  url: string;
  status: number;
  example: string;
  /** The body when it is JSON text (a file or a stream is not read). */
  text: string | null;
}

const answers = new WeakMap<FastifyInstance, Answer[]>();
/** Apps with the same routes serve the same document: one made per worker, not per test file. */
const checkers = new Map<string, { document: Document; bodies: ReturnType<typeof bodyChecker> }>();

/** Installed by startTestApp on every app it builds: it only keeps the answers, so that no request waits on the checks. */
export function recordAnswers(app: FastifyInstance): void {
  const kept: Answer[] = [];
  answers.set(app, kept);
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/') || (route.schema as { hide?: boolean } | undefined)?.hide) return payload;
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    kept.push({
      method: request.method, url: route.url, status: reply.statusCode, example: `${request.method} ${request.url.split('?')[0]}`,
      text: json && typeof payload === 'string' ? payload : null,
    });
    return payload;
  });
}

function checkerFor(app: FastifyInstance) {
  const signature = app.routeList.map((route) => `${route.method} ${route.url}`).join('\n');
  let checker = checkers.get(signature);
  if (!checker) {
    const document = app.swagger() as unknown as Document;
    checker = { document, bodies: bodyChecker(document) };
    checkers.set(signature, checker);
  }
  return checker;
}

function check(answer: Answer, document: Document, bodies: ReturnType<typeof bodyChecker>): void {
  const { method, url, example, text } = answer;
  const operationName = `${method} ${url}`;
  const status = String(answer.status);
  const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
  if (!operation) return record(example, `${operationName}: not in the document`);
  const response = operation.responses[status];
  const codes = errorCodesOf(operation, status);
  if (answer.status >= 400 && (codes || !response)) {
    const code = text ? (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '(no code)' : '(no code)';
    seen.add(`${operationName} ${status} ${code}`);
    if (!codes) return record(example, `${operationName} ${status}: status not in the document (code ${code})`);
    if (!codes.includes(code)) record(example, `${operationName} ${status} ${code}: code not in the document`);
    return;
  }
  seen.add(`${operationName} ${status}`);
  if (!response) return record(example, `${operationName} ${status}: status not in the document`);
  if (text === null || text === '') return;
  const schema = response.content?.['application/json']?.schema;
  // z.null() answers: Fastify drops a 204's body, and a 202's `null` says nothing either.
  if (!schema && text === 'null') return;
  if (!schema) return record(example, `${operationName} ${status}: a JSON body where the document says none`);
  const validate = bodies(`${method} ${url} ${status}`, schema)!;
  if (!validate(JSON.parse(text))) {
    const first = validate.errors?.[0];
    record(example, `${operationName} ${status}: body refused by its schema (${first?.instancePath || '/'} ${first?.message ?? ''})`);
  }
}

/** Checks an app's answers against the document it serves; startTestApp calls it before closing the app. */
export function checkAnswers(app: FastifyInstance): void {
  const kept = answers.get(app);
  if (!kept?.length) return;
  const { document, bodies } = checkerFor(app);
  for (const answer of kept.splice(0)) check(answer, document, bodies);
}

/** This worker's findings so far, written whole (a worker runs many files one after another). */
export function flushFindings(): void {
  mkdirSync(CONTRACT_DIR, { recursive: true });
  const findings: ContractFindings = { seen: [...seen], violations: Object.fromEntries(violations) };
  writeFileSync(path.join(CONTRACT_DIR, `${process.pid}-${threadId}.json`), JSON.stringify(findings));
}
