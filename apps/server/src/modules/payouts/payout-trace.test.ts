/** Payout outcomes read from toncenter v3 traces: the real recorded one and its failure variants. */
import { describe, expect, it } from 'vitest';
import { payoutTrace } from '#server-test/payout-traces.ts';
import { payoutOutcome } from './payout-trace.ts';

const ours = { hotWallet: `0:${'5B'.repeat(32)}`, jettonWallet: `0:${'7A'.repeat(32)}`, messageHash: 'b3VyLW1lc3NhZ2UtaGFzaC1mb3ItdGhlLXRlc3QtMDE=', queryId: 4_242n };
const expectation = { messageHash: ours.messageHash, jettonWallet: ours.jettonWallet, queryId: ours.queryId };

describe('a payout trace', () => {
  it('completes when the destination jetton wallet executed the internal transfer (a real trace, with an aborted notification in it)', () => {
    const outcome = payoutOutcome(payoutTrace('completed', ours), expectation);
    expect(outcome).toEqual({ state: 'completed', txHash: 'VaEnP7QN8B8YmQLI6gqfSdvEtYWKCz49iLZ+i72Pf9k=' });
  });

  it('stays pending while nothing or only part of it is indexed', () => {
    expect(payoutOutcome(null, expectation)).toEqual({ state: 'pending' });
    expect(payoutOutcome(payoutTrace('incomplete', ours), expectation)).toEqual({ state: 'pending' });
    expect(payoutOutcome(payoutTrace('completed', ours), { ...expectation, messageHash: 'another' })).toEqual({ state: 'pending' });
  });

  it('fails when the hot wallet skipped the message (IGNORE_ERRORS)', () => {
    expect(payoutOutcome(payoutTrace('wallet_skipped', ours), expectation)).toMatchObject({ state: 'failed', failure: 'wallet_skipped', detail: expect.stringContaining('1 action(s) skipped') });
  });

  it('fails when our jetton wallet aborted and bounced', () => {
    expect(payoutOutcome(payoutTrace('jetton_wallet_failed', ours), expectation)).toMatchObject({ state: 'failed', failure: 'jetton_wallet_failed', detail: expect.stringContaining('exit code 706') });
  });

  it('fails when the destination refused the FRE and it bounced back', () => {
    expect(payoutOutcome(payoutTrace('destination_failed', ours), expectation)).toMatchObject({ state: 'failed', failure: 'destination_failed', detail: expect.stringContaining('bounced back') });
  });

  it('does not take another payout\'s transfer for ours', () => {
    expect(payoutOutcome(payoutTrace('completed', ours), { ...expectation, queryId: 1n })).toMatchObject({ state: 'failed', failure: 'wallet_rejected' });
    expect(payoutOutcome(payoutTrace('completed', ours), { ...expectation, jettonWallet: `0:${'11'.repeat(32)}` })).toMatchObject({ state: 'failed', failure: 'wallet_skipped' });
  });
});
