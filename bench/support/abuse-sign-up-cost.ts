/**
 * What the bot challenge costs a script (issue 19): 100 sign-ups in a row from addresses of one
 * /24, each fetching and solving its challenge as a script would — with Node's native SHA-256 in a
 * tight loop on one core, faster than the library's Web Crypto loop, so the figure is what a
 * careful farmer pays, not an upper bound — against
 * one sign-up from a fresh prefix — through a production server with its default cost settings.
 * The addresses arrive as X-Forwarded-For behind TRUST_PROXY, as behind the nginx front.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Challenge } from 'altcha-lib/types';
import { BENCH_PASSWORD, ROOT, startProductionServer } from './production-server.ts';

const SIGN_UPS = 100;

/** The number whose SHA-256 with the salt is the challenge, as the `altcha` payload. */
function solve(challenge: Challenge): string {
  for (let number = 0; number <= challenge.maxnumber!; number += 1) {
    if (createHash('sha256').update(challenge.salt + number).digest('hex') !== challenge.challenge) continue;
    const { algorithm, salt, signature } = challenge;
    return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64');
  }
  throw new Error(`no solution up to ${challenge.maxnumber}`);
}

async function signUp(url: string, ip: string, n: number): Promise<number> {
  const started = performance.now();
  const headers = { 'x-forwarded-for': ip };
  const challenge = await fetch(`${url}/api/auth/challenge`, { headers });
  const altcha = solve((await challenge.json()) as Challenge);
  const email = `cost${n}.${Date.now().toString(36)}@example.test`;
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, nickname: `cost${n}${Date.now().toString(36)}`.slice(0, 20), password: BENCH_PASSWORD, confirmPassword: BENCH_PASSWORD, language: 'fr', altcha }),
  });
  if (response.status !== 201) throw new Error(`sign-up ${n} from ${ip}: ${response.status} ${await response.text()}`);
  return (performance.now() - started) / 1000;
}

export async function measureSignUpCost(): Promise<{ samePrefixSeconds: number; lastSeconds: number; freshSeconds: number }> {
  // A new database each run: sign-ups of an earlier run would still count against the prefixes.
  const dataDir = '.tmp/bench-abuse-cost';
  await rm(path.join(ROOT, dataDir), { recursive: true, force: true });
  const server = await startProductionServer({ port: 3391, pgPort: 54346, dataDir, env: { TRUST_PROXY: '1' } });
  try {
    const fresh = await signUp(server.url, '198.51.100.7', 0);
    const times: number[] = [];
    for (let n = 1; n <= SIGN_UPS; n += 1) times.push(await signUp(server.url, `203.0.113.${n}`, n));
    return { samePrefixSeconds: times.reduce((a, b) => a + b, 0), lastSeconds: times.at(-1)!, freshSeconds: fresh };
  } finally {
    await server.stop();
  }
}
