import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { withBotChallenge } from './with-bot-challenge.ts';

/** A request answering with each of `answers` in turn (an error code or 'ok'), recording what it was sent. */
function requestAnswering(...answers: string[]) {
  const sent: string[] = [];
  const request = async (altcha: string) => {
    sent.push(altcha);
    const answer = answers.shift();
    if (answer !== 'ok') throw new ApiError(answer!, `message of ${answer}`, 400);
    return 'done';
  };
  return { sent, request };
}

function solver() {
  let count = 0;
  const states: boolean[] = [];
  return { states, solve: async () => `solution-${++count}`, onSolving: (solving: boolean) => void states.push(solving) };
}

describe('withBotChallenge', () => {
  it('sends a solution, saying so while it is solved', async () => {
    const { sent, request } = requestAnswering('ok');
    const { states, solve, onSolving } = solver();
    expect(await withBotChallenge(request, solve, onSolving)).toBe('done');
    expect(sent).toEqual(['solution-1']);
    expect(states).toEqual([true, false]);
  });

  it('replaces a refused solution once, then lets the refusal through', async () => {
    const expired = requestAnswering('challenge_invalid', 'ok');
    const first = solver();
    expect(await withBotChallenge(expired.request, first.solve, first.onSolving)).toBe('done');
    expect(expired.sent).toEqual(['solution-1', 'solution-2']);

    const refused = requestAnswering('challenge_invalid', 'challenge_required', 'ok');
    const second = solver();
    await expect(withBotChallenge(refused.request, second.solve, second.onSolving)).rejects.toMatchObject({ code: 'challenge_required', message: 'message of challenge_required' });
    expect(refused.sent).toEqual(['solution-1', 'solution-2']);
  });

  it('lets every other answer through untouched', async () => {
    const wrong = requestAnswering('invalid_credentials');
    const { solve, onSolving } = solver();
    await expect(withBotChallenge(wrong.request, solve, onSolving)).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(wrong.sent).toEqual(['solution-1']);
  });
});
