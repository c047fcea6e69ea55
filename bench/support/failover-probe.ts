/**
 * When the write port reaches a new primary: a fresh connection through HAProxy every 200 ms asks
 * which server answers and whether it is in recovery. The players' writes say when writes were
 * back for them; this says when the topology was, whatever the app's pool did meanwhile.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface PrimaryProbe {
  /** When a connection first reached the new primary (ms since the epoch); null once stopped without. */
  reached: Promise<number | null>;
  /** Seconds from `since` to the first connection that reached a primary other than `oldPort`. */
  stop(): Promise<number | null>;
}

export function probeNewPrimary(url: string, oldPort: number, since: number): PrimaryProbe {
  let reached: number | null = null;
  let stopped = false;
  const probing: Promise<number | null> = (async () => {
    while (!stopped && reached === null) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 500, query_timeout: 500 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        const { rows } = await client.query<{ port: number; primary: boolean }>('SELECT inet_server_port() AS port, NOT pg_is_in_recovery() AS primary');
        if (rows[0]?.primary && rows[0].port !== oldPort) reached = Date.now();
      } catch {
        // no primary behind the write port yet
      } finally {
        await client.end().catch(() => undefined);
      }
      await sleep(200);
    }
    return reached;
  })();
  return {
    reached: probing,
    async stop() {
      stopped = true;
      await probing;
      return reached === null ? null : (reached - since) / 1000;
    },
  };
}
