import { MINING } from '@fre/domain';
import type { ApiClient } from './api-client.ts';
import type { TestApp } from './test-app.ts';

/** Starts a session and moves the test clock to its end: the session is ready to claim. */
export async function finishedSession(t: TestApp, client: ApiClient) {
  const started = await client.post('/api/mining/start');
  if (started.status !== 201) throw new Error(`start failed: ${JSON.stringify(started.body)}`);
  t.clock.advance(MINING.sessionDurationMs);
  return started.body.session as { id: string; startTime: string; endTime: string };
}
