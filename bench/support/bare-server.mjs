// The reference for bench/api.ts: node:http answering the same JSON body, nothing else.
import http from 'node:http';

const body = process.argv[3] ?? '{}';
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  })
  .listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('listening'));
