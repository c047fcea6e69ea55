/** The payment classifier over real toncenter v3 transactions (test/fixtures/toncenter-traces/README.md). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTransaction } from './indexer-client.ts';
import { valueFate } from './payment-outcome.ts';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../../test/fixtures/toncenter-traces/${name}`, import.meta.url), 'utf8'));

/** One transaction of a recorded `GET /api/v3/traces` response, by the start of its hash. */
function traced(name: string, hashStart: string) {
  const transactions = fixture(name).traces[0].transactions as Record<string, any>;
  const hash = Object.keys(transactions).find((key) => key.startsWith(hashStart));
  if (!hash) throw new Error(`${hashStart} is not in ${name}`);
  return parseTransaction(transactions[hash]);
}

describe('a payment is decided by the value kept, not by aborted', () => {
  it('keeps a non-bounceable payment to a never-deployed account: aborted, compute skipped (2024 shape), no bounce', () => {
    const [notification, payment] = fixture('04-payment-to-uninit.json').transactions.map(parseTransaction);
    expect(payment).toMatchObject({ hash: 'pMfiVnQ7vDxMivBMVpS7s+X8/2jnPNrY/4DupIXTQWs=', aborted: true, computeSkipped: 'no_state', outMessages: [] });
    expect(payment.inMessage).toMatchObject({ value: 1_000_000_000n, bounced: false, comment: '1985597651' });
    expect(valueFate(payment)).toBe('kept');
    expect(notification).toMatchObject({ aborted: true, computeSkipped: 'no_gas' });
    expect(valueFate(notification)).toBe('kept');
  });

  it('sees the bounce sent back to the payer by an uninitialised account (current shape)', () => {
    const payment = traced('05-ton-payment-bounced.json', 'PeMkPjbB');
    expect(payment).toMatchObject({ aborted: true, computeSkipped: 'no_state' });
    expect(payment.outMessages).toEqual([{ destination: payment.inMessage!.source, value: 4_600_000n, bounced: true }]);
    expect(valueFate(payment)).toBe('returned');
  });

  it('sees the bounce of a payment whose compute phase failed', () => {
    const payment = traced('05-ton-payment-bounced.json', 'aLDUgalV');
    expect(payment).toMatchObject({ aborted: true, computeSkipped: null });
    expect(valueFate(payment)).toBe('returned');
  });

  it('counts an incoming bounce as returned value (the payer side of the same trace)', () => {
    const bounce = traced('05-ton-payment-bounced.json', 'J7STsMqn');
    expect(bounce.inMessage).toMatchObject({ bounced: true, value: 4_600_000n });
    expect(valueFate(bounce)).toBe('returned');
  });

  it('keeps a bounceable payment that failed without a bounce leaving (bounce phase nofunds)', () => {
    const payment = traced('06-ton-payment-failed-no-bounce.json', 'b40TG5M2');
    expect(payment).toMatchObject({ aborted: true, computeSkipped: 'no_gas', outMessages: [] });
    expect(payment.inMessage).toMatchObject({ value: 1000n, bounced: false });
    expect(valueFate(payment)).toBe('kept');
  });

  it('keeps a plain delivered payment', () => {
    const payment = traced('00-ton-transfer-ok.json', 'jfTlOCaG');
    expect(payment).toMatchObject({ aborted: false, computeSkipped: null, outMessages: [] });
    expect(payment.inMessage).toMatchObject({ value: 1_000_000_000n, bounced: false });
    expect(valueFate(payment)).toBe('kept');
  });

  it('does not take a value sent to someone else for a bounce', () => {
    const payment = traced('00-ton-transfer-ok.json', 'jfTlOCaG');
    const sentOn = { ...payment, outMessages: [{ destination: `0:${'CD'.repeat(32)}`, value: 1n, bounced: true }] };
    expect(valueFate(sentOn)).toBe('kept');
  });
});
