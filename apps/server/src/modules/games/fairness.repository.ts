import type { Queryable } from '#server/db/pool.ts';

export interface SeedRow {
  id: bigint;
  user_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  active: boolean;
  revealed_at: Date | null;
}

export async function activeSeed(db: Queryable, userId: string): Promise<SeedRow | null> {
  return (await db.query<SeedRow>('SELECT * FROM fairness_seeds WHERE user_id = $1 AND active', [userId])).rows[0] ?? null;
}

export async function insertSeed(db: Queryable, s: { userId: string; serverSeed: string; hash: string; clientSeed: string; now: Date }): Promise<SeedRow | null> {
  const result = await db.query<SeedRow>(
    `INSERT INTO fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) WHERE active DO NOTHING RETURNING *`,
    [s.userId, s.serverSeed, s.hash, s.clientSeed, s.now],
  );
  return result.rows[0] ?? null;
}

/** Takes the next nonce under the row lock: parallel bets get distinct nonces. */
export async function takeNonce(db: Queryable, userId: string): Promise<SeedRow | null> {
  const result = await db.query<SeedRow>(
    'UPDATE fairness_seeds SET nonce = nonce + 1 WHERE user_id = $1 AND active RETURNING id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce',
    [userId],
  );
  return result.rows[0] ?? null;
}

export async function setClientSeed(db: Queryable, userId: string, clientSeed: string): Promise<SeedRow | null> {
  return (await db.query<SeedRow>('UPDATE fairness_seeds SET client_seed = $2 WHERE user_id = $1 AND active RETURNING *', [userId, clientSeed])).rows[0] ?? null;
}

export async function retireSeed(db: Queryable, userId: string, now: Date): Promise<SeedRow | null> {
  return (await db.query<SeedRow>('UPDATE fairness_seeds SET active = false, revealed_at = $2 WHERE user_id = $1 AND active RETURNING *', [userId, now])).rows[0] ?? null;
}
