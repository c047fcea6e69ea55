/**
 * What bench:failover keeps of the load: every answer (its kind, status and error code) and every
 * write with what is needed to send it again under its Idempotency-Key; and what it makes of them:
 * the write outage and the answers whose outcome the client could not know.
 */
import type { Answer, LoadClient, RequestOptions } from './load-client.ts';

export interface WriteRecord {
  path: string;
  options: RequestOptions;
  /** Instance the write was sent to (0 or 1). */
  instance: number;
  sentAt: number;
  answeredAt: number;
  answer: Answer;
  referralCode: string;
}

export interface AnswerRecord {
  kind: string;
  status: number;
  code: string | null;
  answeredAt: number;
}

export const errorCode = (answer: Answer): string | null => {
  try {
    return (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code ?? null;
  } catch {
    return null;
  }
};

/**
 * A write the client cannot tell applied or not: no answer, a 5xx (before issue 44's part 2 a lost
 * COMMIT answered 503 database_unavailable or 500), or 409 request_in_progress.
 */
export function outcomeUnknown(answer: Answer): boolean {
  return answer.status === 0 || answer.status >= 500 || (answer.status === 409 && errorCode(answer) === 'request_in_progress');
}

/** The client a visit uses, keeping each answer and each write. */
export function recordingClient(inner: LoadClient, instance: number, referralCode: string, sink: { answers: AnswerRecord[]; writes: WriteRecord[] }, reachable: () => boolean): LoadClient {
  return {
    async request(method, path, options = {}) {
      const sentAt = Date.now();
      const answer = reachable() ? await inner.request(method, path, options) : { status: 0, ms: 0, body: '' };
      const answeredAt = Date.now();
      sink.answers.push({ kind: `${method} ${path}`, status: answer.status, code: answer.status >= 400 ? errorCode(answer) : null, answeredAt });
      if (method === 'POST') sink.writes.push({ path, options, instance, sentAt, answeredAt, answer, referralCode });
      return answer;
    },
    close: () => inner.close(),
  };
}

/**
 * The write outage around a fault at `faultAt`: the last good write answered before the longest
 * gap between good writes from a second before the fault on, and the first after it.
 */
export function writeOutage(writes: WriteRecord[], faultAt: number): { lastGood: number; firstGood: number; seconds: number } | null {
  const good = writes.filter((w) => w.answer.status >= 200 && w.answer.status < 300).map((w) => w.answeredAt).sort((a, b) => a - b);
  const before = good.filter((t) => t <= faultAt).at(-1);
  const from = good.filter((t) => t > faultAt - 1_000);
  const times = before !== undefined && !from.includes(before) ? [before, ...from] : from;
  let best: { lastGood: number; firstGood: number; seconds: number } | null = null;
  for (let i = 1; i < times.length; i++) {
    const gap = (times[i]! - times[i - 1]!) / 1000;
    if (times[i]! > faultAt && (!best || gap > best.seconds)) best = { lastGood: times[i - 1]!, firstGood: times[i]!, seconds: gap };
  }
  return best;
}
