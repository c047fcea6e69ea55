import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isDocumentType, type SecurityHeaderSets } from './security-headers.ts';

export interface StaticBody {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  /** Request headers the choice of this answer depends on, besides Accept-Encoding. */
  vary?: string[];
  /** Compressed twins of `body`, sent to clients that accept them. */
  br?: Buffer;
  gzip?: Buffer;
  /** In place of the app's security headers for its type (the Mini App's entry, which Telegram Web may frame). */
  securityHeaders?: Record<string, string>;
}

/**
 * Bodies up to this size are kept as latin1 strings (each byte one character, so the bytes sent are
 * the file's, whatever its text): Node then sends the header block and the body as one string in one
 * write, where a Buffer goes out as a second chunk of a writev (about 0.2 µs of a 14 µs answer,
 * docs/performance.md). Above it, joining the two would copy the body on every answer.
 */
const TEXT_BODY_MAX_BYTES = 16 * 1024;

/** A body as it is written: a latin1 string when small (see above), else the Buffer. */
type Wire = Buffer | string;
const wire = (body: Buffer): Wire => (body.length <= TEXT_BODY_MAX_BYTES ? body.toString('latin1') : body);

interface Entry {
  identity: Wire;
  br?: Wire;
  gzip?: Wire;
  etag: string;
  /** Flat [name, value, …] arrays, ready for writeHead: one per encoding, and the 304's. */
  headers: { identity: string[]; br?: string[]; gzip?: string[]; notModified: string[] };
}

type Coding = 'br' | 'gzip';

/** Whether an Accept-Encoding header accepts `coding` (present and not `q=0`). */
export function acceptsEncoding(header: string | undefined, coding: Coding): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.split(';');
    if (name!.trim().toLowerCase() !== coding) continue;
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  }
  return false;
}

/**
 * Answers that depend on nothing in the request but its path and Accept-Encoding — the built web
 * app's files, the TON Connect manifest — prepared once at start, headers included, and written
 * before Fastify's per-request work (hooks, cookie parsing, session lookup, serialisation), as a
 * front web server would. The security headers are the app's own, computed once as well, so the
 * answer is the one the API pipeline would give: the document set for pages and scripts, the
 * resource set for the rest (docs/decisions/012, 084).
 */
export class StaticResponses {
  private readonly entries = new Map<string, Entry>();
  private readonly document: string[];
  private readonly resource: string[];

  constructor(readonly securityHeaders: SecurityHeaderSets) {
    this.document = Object.entries(securityHeaders.document).flat();
    this.resource = Object.entries(securityHeaders.resource).flat();
  }

  add(urlPath: string, file: StaticBody): void {
    const etag = `W/"${createHash('sha256').update(file.body).digest('base64url').slice(0, 22)}"`;
    const compressible = Boolean(file.br ?? file.gzip);
    const vary = [...(compressible ? ['Accept-Encoding'] : []), ...(file.vary ?? [])];
    const security = file.securityHeaders ? Object.entries(file.securityHeaders).flat() : isDocumentType(file.contentType) ? this.document : this.resource;
    const base = [...security, 'cache-control', file.cacheControl, 'etag', etag, ...(vary.length > 0 ? ['vary', vary.join(', ')] : [])];
    const withBody = (body: Buffer, coding?: Coding) => [
      ...base, 'content-type', file.contentType, 'content-length', String(body.length), ...(coding ? ['content-encoding', coding] : []),
    ];
    this.entries.set(urlPath, {
      identity: wire(file.body),
      br: file.br && wire(file.br),
      gzip: file.gzip && wire(file.gzip),
      etag,
      headers: {
        identity: withBody(file.body),
        br: file.br && withBody(file.br, 'br'),
        gzip: file.gzip && withBody(file.gzip, 'gzip'),
        notModified: base,
      },
    });
  }

  has(urlPath: string): boolean {
    return this.entries.has(urlPath);
  }

  /**
   * Writes the answer to a GET or HEAD of a known path (or of `as`, for client-side routes
   * answered with index.html) and returns true; returns false, writing nothing, for any other
   * request.
   */
  answer(request: IncomingMessage, response: ServerResponse, as?: string): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const entry = this.entries.get(as ?? (query === -1 ? url : url.slice(0, query)));
    if (!entry) return false;
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && (ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag))) {
      response.writeHead(304, entry.headers.notModified);
      response.end();
      return true;
    }
    const acceptEncoding = request.headers['accept-encoding'];
    const coding: Coding | undefined = entry.br && acceptsEncoding(acceptEncoding, 'br') ? 'br' : entry.gzip && acceptsEncoding(acceptEncoding, 'gzip') ? 'gzip' : undefined;
    response.writeHead(200, coding ? entry.headers[coding]! : entry.headers.identity);
    // 'latin1' applies to a string body only (a Buffer's encoding is ignored).
    response.end(request.method === 'HEAD' ? undefined : coding ? entry[coding] : entry.identity, 'latin1');
    return true;
  }
}
