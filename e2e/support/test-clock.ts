import type { APIRequestContext } from '@playwright/test';

/** Moves the server clock forward (the server runs with FRE_TEST_CLOCK=1). */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<void> {
  const response = await request.post('/api/test/clock', { data: { advanceMs: ms } });
  if (!response.ok()) throw new Error(`test clock refused: ${response.status()}`);
}
