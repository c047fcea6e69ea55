/** The checks every keyed operation passes (decision 053): one effect per key, the same answer again. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiResponse } from './api-client.ts';

export const newKey = () => `test-${randomUUID()}`;

/** The same keyed request sent twice in a row: the second is the first's answer, replayed. */
export async function expectReplayedInARow(send: () => Promise<ApiResponse>): Promise<ApiResponse> {
  const first = await send();
  const second = await send();
  expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
  expect(first.headers.get('idempotent-replayed')).toBeNull();
  expect(second.status, JSON.stringify(second.body)).toBe(first.status);
  expect(second.body).toEqual(first.body);
  expect(second.headers.get('idempotent-replayed')).toBe('true');
  return first;
}

/**
 * Ten copies of one keyed request at once: one is applied, each other one either replays its
 * answer or is told the first is still running (409 request_in_progress, with Retry-After).
 */
export async function expectOneOfTenApplied(send: () => Promise<ApiResponse>): Promise<ApiResponse> {
  const responses = await Promise.all(Array.from({ length: 10 }, () => send()));
  const answered = responses.filter((response) => response.status < 300);
  const applied = answered.filter((response) => response.headers.get('idempotent-replayed') === null);
  expect(applied, JSON.stringify(responses.map((r) => [r.status, r.body]))).toHaveLength(1);
  for (const response of answered) expect(response.body).toEqual(applied[0]!.body);
  for (const response of responses.filter((r) => r.status >= 300)) {
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('request_in_progress');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  return applied[0]!;
}

/** The key of an answered request sent again with another body. */
export function expectKeyReused(response: ApiResponse): void {
  expect(response.status).toBe(422);
  expect(response.body.error.code).toBe('idempotency_key_reused');
  expect(response.headers.get('idempotent-replayed')).toBeNull();
}
