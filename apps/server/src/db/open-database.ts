import path from 'node:path';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export interface DatabaseServer {
  url: string;
  /** Stops the embedded server when this process owns it; no-op for DATABASE_URL. */
  stop(): Promise<void>;
}

/** DATABASE_URL when set (any PostgreSQL 15+), else the embedded PostgreSQL under FRE_DATA_DIR. */
export async function openDatabaseServer(config: Config, log: (message: string) => void): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const server = await startEmbeddedPostgres({ dataDir: path.resolve(config.dataDir), port: config.embeddedPgPort, log });
  return { url: server.urlFor('fre'), stop: () => server.stop() };
}
