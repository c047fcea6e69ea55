import type { APIRequestContext } from '@playwright/test';

/** Moves the server clock forward (the server runs with FRE_TEST_CLOCK=1). */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<void> {
  const response = await request.post('/api/test/clock', { data: { advanceMs: ms } });
  if (!response.ok()) throw new Error(`test clock refused: ${response.status()}`);
}

/** The server's current time in unix seconds (other journeys may have moved its clock forward). */
export async function serverNowSeconds(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/test/clock');
  const body = (await response.json()) as { now: string };
  return Math.floor(new Date(body.now).getTime() / 1000);
}
