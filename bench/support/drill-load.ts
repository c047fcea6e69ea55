/**
 * Players of the backup drill: sign-ups (verified through the emailed link) and mining sessions
 * stopped and restarted, each stop a `mining_claim` credit in the ledger, while reads go on. Every
 * answer is counted with its time, so a bench can say how many were served (and how many were
 * 5xx) while something else ran.
 */
import { solvedChallenge } from '../../apps/server/test/solved-challenge.ts';
import { BENCH_PASSWORD, verificationToken, type ProductionServer } from './production-server.ts';

interface Answer {
  at: number;
  status: number;
}

export interface DrillPlayer {
  email: string;
  cookie: string;
}

export class DrillTraffic {
  readonly answers: Answer[] = [];
  constructor(private readonly server: Pick<ProductionServer, 'url' | 'dataDir'>) {}

  private async call(method: string, route: string, cookie?: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.server.url };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(this.server.url + route, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (error) {
      this.answers.push({ at: performance.now(), status: 599 });
      throw error;
    }
    this.answers.push({ at: performance.now(), status: response.status });
    return response;
  }

  /** A new player: signs up, verifies the emailed link, starts mining. */
  async signUp(prefix: string): Promise<DrillPlayer> {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const email = `${prefix}.${stamp}@example.test`;
    const register = await this.call('POST', '/api/auth/register', undefined, { email, nickname: `${prefix}${stamp}`.slice(0, 20), password: BENCH_PASSWORD, confirmPassword: BENCH_PASSWORD, language: 'fr', altcha: await solvedChallenge(this.server.url) });
    if (register.status !== 201) throw new Error(`sign-up of ${email}: ${register.status} ${await register.text()}`);
    const cookie = register.headers.getSetCookie().map((line) => line.split(';')[0]!).join('; ');
    const verified = await this.call('POST', '/api/auth/verify-email', undefined, { token: await verificationToken(this.server, email) });
    if (!verified.ok) throw new Error(`verification of ${email}: ${verified.status}`);
    const started = await this.call('POST', '/api/mining/start', cookie);
    if (started.status !== 201) throw new Error(`mining start of ${email}: ${started.status}`);
    return { email, cookie };
  }

  /** Stops the running session (a ledger credit) and starts the next one. */
  async restartMining(player: DrillPlayer): Promise<void> {
    const stopped = await this.call('POST', '/api/mining/stop', player.cookie);
    const started = await this.call('POST', '/api/mining/start', player.cookie);
    if (stopped.status !== 200 || started.status !== 201) throw new Error(`stop/start of ${player.email}: ${stopped.status}/${started.status}`);
  }

  async readDashboard(player: DrillPlayer): Promise<void> {
    await Promise.all(['/api/me', '/api/mining', '/api/ledger?limit=20'].map(async (route) => (await this.call('GET', route, player.cookie)).arrayBuffer()));
  }

  /**
   * `workers` loops in parallel until `stop()`, each with its own players (two loops restarting
   * one session at once would refuse each other): each turn signs a new player up (1 in 10),
   * restarts a mining session (4 in 10) or reads a dashboard. Failures are counted, not thrown.
   */
  run(players: DrillPlayer[], workers: number): { stop(): Promise<void>; failures: () => number } {
    let running = true;
    let failures = 0;
    const loops = Array.from({ length: workers }, async (_, worker) => {
      const mine = players.filter((_, index) => index % workers === worker);
      while (running) {
        const roll = Math.random();
        const player = mine[Math.floor(Math.random() * mine.length)]!;
        try {
          if (roll < 0.1) mine.push(await this.signUp(`load${worker}`));
          else if (roll < 0.5) await this.restartMining(player);
          else await this.readDashboard(player);
        } catch {
          failures += 1;
        }
      }
    });
    return {
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
      failures: () => failures,
    };
  }

  /** Answers between two performance.now() times: how many, and how many were 5xx (or no answer). */
  between(from: number, to: number): { served: number; serverErrors: number } {
    const inside = this.answers.filter((answer) => answer.at >= from && answer.at <= to);
    return { served: inside.length, serverErrors: inside.filter((answer) => answer.status >= 500).length };
  }
}
