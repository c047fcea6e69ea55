// One process of bench/header-cost.ts: node:http answering the TON Connect manifest's body with
// `headers` header lines (1 or the prepared answer's 9) and the body as a string, a latin1 string
// or a Buffer, nothing else.   node bench/support/header-cost-server.mjs PORT HEADERS BODY BODY_KIND
import http from 'node:http';

const [port, headerCount, body, kind] = process.argv.slice(2);
const buffer = Buffer.from(body);
const nine = [
  'content-security-policy', "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security', 'max-age=31536000; includeSubDomains',
  'x-content-type-options', 'nosniff',
  'cross-origin-resource-policy', 'same-origin',
  'referrer-policy', 'no-referrer',
  'cache-control', 'public, max-age=3600',
  'etag', 'W/"abcdefghijklmnopqrstuv"',
  'content-type', 'application/json; charset=utf-8',
  'content-length', String(buffer.length),
];
const headers = headerCount === '9' ? nine : ['content-type', 'application/json'];
const answer = kind === 'buffer' ? buffer : kind === 'latin1' ? buffer.toString('latin1') : body;
const encoding = kind === 'latin1' ? 'latin1' : 'utf8';
http
  .createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(answer, encoding);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
