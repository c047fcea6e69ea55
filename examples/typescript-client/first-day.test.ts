/**
 * The example client against the real server (the server's test harness: its embedded PostgreSQL,
 * a fresh database, the contract recorder checking every answer against the document, a clock the
 * test moves). Run in the server project: `npx vitest run --project server typescript-client`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, MINING } from '@fre/domain';
import { startTestApp, type TestApp } from '../../apps/server/test/test-app.ts';
import { firstDay } from './src/first-day.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('examples/typescript-client', () => {
  it('signs up, verifies into a bearer session, signs in, renews, mines a day, claims, reads the ledger and spins', async () => {
    const identity = { email: `example.${Date.now().toString(36)}@example.test`, nickname: `ex${Date.now().toString(36)}`, password: 'Str0ng!pass' };
    const day = await firstDay(t.baseUrl, identity, {
      verificationToken: async (email) => new URL(t.sent.filter((mail) => mail.to === email).at(-1)!.link).searchParams.get('token')!,
      sessionEnded: async () => {
        t.clock.advance(MINING.sessionDurationMs);
      },
    });
    expect(day.verified.emailVerified).toBe(true);
    expect(day.verifiedWithToken).toBe(true);
    expect(Math.abs(day.expiresAt.getTime() - (t.clock.now().getTime() - MINING.sessionDurationMs + ACCOUNT.sessionTtlMs))).toBeLessThan(60_000);
    expect(BigInt(day.claim.claimed)).toBeGreaterThan(0n);
    expect(day.ledger.items[0]).toMatchObject({ kind: 'mining_claim', amount: day.claim.claimed, balanceAfter: day.claim.balance });
    expect(day.spin.round.game).toBe('slot');
    expect(day.me.balance).toBe(day.spin.balance);
    expect(day.me.email).toBe(identity.email);
  });
});
