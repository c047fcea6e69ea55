import { describe, expect, it } from 'vitest';
import { challengeReply, decodeAltcha } from '#web/test/bot-challenge.ts';
import { stubApi } from '#web/test/render.tsx';
import { prepareBotChallenge, takeBotChallenge } from './solve-challenge.ts';

describe('the bot challenge solver', () => {
  it("fetches a challenge and answers ALTCHA's payload with the number found", async () => {
    const reply = challengeReply(13);
    const calls = stubApi({ 'GET /api/auth/challenge': reply });
    const payload = decodeAltcha(await takeBotChallenge());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/auth/challenge']);
    const { algorithm, challenge, salt, signature } = reply.body;
    expect(payload).toEqual({ algorithm, challenge, number: 13, salt, signature, took: expect.any(Number) });
  });

  it('hands out a solution prepared ahead once, then solves a new one', async () => {
    const calls = stubApi({ 'GET /api/auth/challenge': challengeReply(4) });
    prepareBotChallenge();
    prepareBotChallenge();
    expect(decodeAltcha(await takeBotChallenge()).number).toBe(4);
    expect(calls).toHaveLength(1);
    await takeBotChallenge();
    expect(calls).toHaveLength(2);
  });

  it('does not hand out a prepared solution about to expire', async () => {
    const soon = challengeReply(4, Date.now() + 30_000);
    const calls = stubApi({ 'GET /api/auth/challenge': soon });
    prepareBotChallenge();
    await takeBotChallenge();
    expect(calls).toHaveLength(2);
  });

  it('says the check failed when no number fits', async () => {
    const reply = challengeReply(13);
    stubApi({ 'GET /api/auth/challenge': { status: 200, body: { ...reply.body, maxnumber: 12 } } });
    await expect(takeBotChallenge()).rejects.toMatchObject({ code: 'challenge_invalid' });
  });
});
