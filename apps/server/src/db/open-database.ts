import path from 'node:path';
import type { Config } from '#server/config.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { superviseEmbeddedPostgres } from './embedded-supervisor.ts';
import { createDatabase, type Database } from './pool.ts';
import { withReadReplica, type ReplicaOptions } from './read-replica.ts';

export interface DatabaseServer {
  url: string;
  /** Stops the embedded server when this process owns it; no-op for DATABASE_URL. */
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set (any PostgreSQL 15+), else the embedded PostgreSQL under FRE_DATA_DIR.
 * `supervise`: the embedded server this process owns is started again whenever it dies, with what
 * happens said through the function given (decision 055); never a DATABASE_URL's.
 */
export async function openDatabaseServer(config: Config, log: (message: string) => void, options: { supervise?: (message: string) => void } = {}): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const server = await startEmbeddedPostgres({ dataDir: path.resolve(config.dataDir), port: config.embeddedPgPort, log });
  const supervisor = options.supervise && server.owned ? superviseEmbeddedPostgres(server, { log: options.supervise }) : null;
  return {
    url: server.urlFor('fre'),
    async stop() {
      await supervisor?.stop();
      await server.stop();
    },
  };
}

/** The app's connections: the primary, plus the read replica of DATABASE_READ_URL when set. */
export function connectDatabase(config: Config, url: string, log: ReplicaOptions['log'], options: { max?: number } = {}): Database {
  const { poolWaitMs, lockTimeoutMs, statementTimeoutMs } = config.database;
  const bounded = { connectTimeoutMs: poolWaitMs, timeouts: { lockTimeoutMs, statementTimeoutMs } };
  const primary = createDatabase(url, { max: options.max, preparedStatements: config.databasePreparedStatements, ...bounded });
  if (!config.readReplica) return primary;
  return withReadReplica(primary, config.readReplica.url, { max: options.max, preparedStatements: config.databasePreparedStatements, maxLagMs: config.readReplica.maxLagMs, log, ...bounded, connectTimeoutMs: undefined });
}
