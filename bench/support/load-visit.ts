/**
 * One daily player's visit, in the order the web app makes its calls: open the app (the page and
 * the dashboard's first requests, in parallel as the app sends them), claim yesterday's session
 * and start today's, watch the dashboard (a mining read every 2 s), then the group page, the
 * leaderboard, a bonus code and one keno round paid with it. The built assets are not fetched: a
 * daily player's browser has them cached (the server marks them immutable).
 */
import { randomUUID } from 'node:crypto';
import { GAMES, NANO_PER_FRE } from '@fre/domain';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Answer, LoadClient } from './load-client.ts';
import type { LoadPlayer } from './load-data.ts';

export interface VisitOptions {
  client: LoadClient;
  /** The site's own origin, sent with writes (the server's CSRF check). */
  origin: string;
  bonusCode: string;
  /** Mining reads while the dashboard stays open, one every `pollMs`. */
  dashboardReads: number;
  pollMs: number;
  /** Pause before each page after the dashboard (reading, tapping). */
  thinkMs: number;
  /** One Idempotency-Key per write, as the web client sends (decision 053). */
  idempotencyKeys?: boolean;
  record(kind: string, answer: Answer): void;
}

/** The dashboard's first requests (apps/web: layout, dashboard page, top bar). */
const OPENING_READS = ['/api/me', '/api/settings', '/api/mining', '/api/notifications', '/api/messages'];
/** The smallest bet, in nano-FRE as the API takes it (docs/decisions/077). */
const KENO_ROUND = { stake: (BigInt(GAMES.minBetFre) * NANO_PER_FRE).toString(), picks: [3, 11, 17, 24, 38] };

interface MiningAnswer {
  session: { endTime: string; claimed: boolean; active: boolean } | null;
  serverTime: string;
}

function parseMining(answer: Answer): MiningAnswer | null {
  if (answer.status !== 200) return null;
  try {
    return JSON.parse(answer.body) as MiningAnswer;
  } catch {
    return null;
  }
}

export async function visit(options: VisitOptions, player: LoadPlayer): Promise<void> {
  const { client, record } = options;
  const cookie = `fre_session=${player.token}`;
  const get = async (path: string, kind = `GET ${path}`) => {
    const answer = await client.request('GET', path, { cookie });
    record(kind, answer);
    return answer;
  };
  const post = async (path: string, json?: unknown) => {
    const headers = options.idempotencyKeys ? { 'idempotency-key': randomUUID() } : undefined;
    const answer = await client.request('POST', path, { cookie, origin: options.origin, json, headers });
    record(`POST ${path}`, answer);
    return answer;
  };

  await get('/');
  const opened = await Promise.all(OPENING_READS.map((path) => get(path)));
  const mining = parseMining(opened[OPENING_READS.indexOf('/api/mining')]!);
  let running = mining?.session ?? null;
  if (running && !running.claimed && Date.parse(running.endTime) <= Date.parse(mining!.serverTime)) {
    if ((await post('/api/mining/claim')).status === 200) running = null;
  }
  if (!running) await post('/api/mining/start');
  for (let read = 0; read < options.dashboardReads; read++) {
    await sleep(options.pollMs);
    await get('/api/mining', 'GET /api/mining (poll)');
  }
  await sleep(options.thinkMs);
  await get('/api/referrals');
  await sleep(options.thinkMs);
  await get('/api/leaderboard');
  await sleep(options.thinkMs);
  await post('/api/bonus-codes/redeem', { code: options.bonusCode });
  await sleep(options.thinkMs);
  await post('/api/games/keno/play', KENO_ROUND);
}
