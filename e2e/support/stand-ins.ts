/**
 * Local stand-ins for every outside service the product calls (decision 006),
 * in one process started by Playwright before the app: Telegram Bot API (the server
 * tests' stand-in, apps/server/test/telegram-stand-in.ts: getChatMember, createInvoiceLink,
 * answerPreCheckoutQuery, refundStarPayment, sendMessage), a toncenter-v3 indexer, a DEX price API,
 * a TON Connect wallets list, and a Web Push endpoint. Tests steer them through /control/* on the
 * same port.
 *   node --import tsx e2e/support/stand-ins.ts <port> <bot token>
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { startTelegramStandIn, type MemberAnswer } from '../../apps/server/test/telegram-stand-in.ts';

const port = Number(process.argv[2] ?? 3101);
/** The Bot API's stand-in, behind this port's /bot<token>/<method> (the server's TELEGRAM_API_URL). */
const telegram = await startTelegramStandIn(process.argv[3] ?? '');
const transactions: Record<string, unknown>[] = [];
const pushes: { path: string; bytes: number }[] = [];
let lt = 60_000_000_000_000n;

function json(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  response.end(JSON.stringify(body));
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

function transaction(payment: { destination: string; value: string; comment: string }) {
  lt += 10n;
  const hash = randomBytes(32).toString('base64');
  return {
    account: payment.destination, hash, lt: lt.toString(), now: Math.floor(Date.now() / 1000), orig_status: 'active', end_status: 'active',
    description: { type: 'ord', aborted: false, compute_ph: { skipped: false, success: true, exit_code: 0 } },
    in_msg: {
      hash: randomBytes(32).toString('base64'), source: `0:${randomBytes(32).toString('hex').toUpperCase()}`, destination: payment.destination,
      value: payment.value, bounce: false, bounced: false, opcode: '0x00000000',
      message_content: { body: '', decoded: { type: 'text_comment', comment: payment.comment } },
    },
    out_msgs: [],
  };
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  // Telegram Bot API: passed on as sent to the stand-in, which answers as Telegram does.
  if (url.pathname.startsWith('/bot')) {
    const body = await readBody(request);
    const answer = await fetch(`${telegram.url}${request.url}`, {
      method: request.method,
      headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    return response.end(await answer.text());
  }
  // toncenter v3
  if (url.pathname === '/api/v3/transactions') {
    const startLt = BigInt(url.searchParams.get('start_lt') ?? '0');
    const limit = Number(url.searchParams.get('limit') ?? '100');
    return json(response, 200, { transactions: transactions.filter((tx) => BigInt(tx.lt as string) >= startLt).slice(0, limit), address_book: {} });
  }
  // DEX price API (DexScreener format)
  if (url.pathname.startsWith('/latest/dex/tokens/')) {
    return json(response, 200, { pairs: [{ chainId: 'ton', dexId: 'stonfi', priceNative: '0.000125', priceUsd: '0.00068', priceChange: { h24: 3.4 }, quoteToken: { symbol: 'TON' }, liquidity: { usd: 120000 } }] });
  }
  // TON Connect wallets list (a local copy: nothing is fetched from the internet)
  if (url.pathname === '/wallets-v2.json') {
    return json(response, 200, [
      { app_name: 'tonkeeper', name: 'Tonkeeper', image: `http://127.0.0.1:${port}/wallet.png`, about_url: 'https://tonkeeper.com', universal_url: 'https://app.tonkeeper.com/ton-connect', bridge: [{ type: 'sse', url: 'https://bridge.tonapi.io/bridge' }, { type: 'js', key: 'tonkeeper' }], platforms: ['ios', 'android', 'chrome'] },
      { app_name: 'mytonwallet', name: 'MyTonWallet', image: `http://127.0.0.1:${port}/wallet.png`, about_url: 'https://mytonwallet.io', universal_url: 'https://connect.mytonwallet.org', bridge: [{ type: 'sse', url: 'https://tonconnectbridge.mytonwallet.org/bridge' }], platforms: ['chrome', 'windows', 'macos', 'linux', 'ios', 'android'] },
      { app_name: 'tonhub', name: 'Tonhub', image: `http://127.0.0.1:${port}/wallet.png`, about_url: 'https://tonhub.com', universal_url: 'https://tonhub.com/ton-connect', bridge: [{ type: 'sse', url: 'https://connect.tonhubapi.com/tonconnect' }], platforms: ['ios', 'android'] },
    ]);
  }
  if (url.pathname === '/wallet.png') {
    response.writeHead(200, { 'content-type': 'image/png' });
    // 1×1 transparent PNG
    return response.end(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
  }
  // Web Push endpoint
  if (url.pathname.startsWith('/push/') && request.method === 'POST') {
    pushes.push({ path: url.pathname, bytes: (await readBody(request)).length });
    response.writeHead(201);
    return response.end();
  }
  // Control API for the tests
  if (url.pathname === '/control/telegram-member' && request.method === 'POST') {
    const { userId, status } = JSON.parse(await readBody(request)) as { userId: string; status: string };
    telegram.answers.set(String(userId), status as MemberAnswer);
    return json(response, 200, { ok: true });
  }
  // The Bot API calls the server made (method and parameters), oldest first.
  if (url.pathname === '/control/telegram-calls') return json(response, 200, telegram.calls);
  if (url.pathname === '/control/payment' && request.method === 'POST') {
    const tx = transaction(JSON.parse(await readBody(request)));
    transactions.push(tx);
    return json(response, 200, tx);
  }
  if (url.pathname === '/control/pushes') return json(response, 200, pushes);
  if (url.pathname === '/health') return json(response, 200, { ok: true });
  return json(response, 404, { error: 'not found' });
});

server.listen(port, '127.0.0.1', () => process.stdout.write(`stand-ins on ${port}\n`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => void telegram.close().then(() => process.exit(0))));
