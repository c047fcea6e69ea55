import type { Language } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';

export interface AdRow {
  id: bigint;
  placement: 'dashboard' | 'leaderboard' | 'game';
  title: string;
  image_file: string | null;
  link: string;
  languages: string[];
  starts_at: Date;
  ends_at: Date;
  active: boolean;
  impressions: bigint;
  clicks: bigint;
}

export async function liveAds(db: Queryable, placement: string, language: Language, now: Date): Promise<AdRow[]> {
  const result = await db.query<AdRow>(
    'SELECT * FROM ads WHERE active AND placement = $1 AND starts_at <= $3 AND ends_at > $3 AND $2 = ANY(languages) ORDER BY id DESC LIMIT 3',
    [placement, language, now],
  );
  return result.rows;
}

export async function countEvent(db: Queryable, id: bigint, event: 'impressions' | 'clicks'): Promise<AdRow | null> {
  const column = event === 'clicks' ? 'clicks' : 'impressions';
  return (await db.query<AdRow>(`UPDATE ads SET ${column} = ${column} + 1 WHERE id = $1 RETURNING *`, [id])).rows[0] ?? null;
}

export async function findAd(db: Queryable, id: bigint): Promise<AdRow | null> {
  return (await db.query<AdRow>('SELECT * FROM ads WHERE id = $1', [id])).rows[0] ?? null;
}

export async function insertAd(db: Queryable, ad: { placement: string; title: string; link: string; languages: string[]; startsAt: Date; endsAt: Date; active: boolean; image: string | null; now: Date }): Promise<AdRow> {
  const result = await db.query<AdRow>(
    `INSERT INTO ads (placement, title, link, languages, starts_at, ends_at, active, image_file, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [ad.placement, ad.title, ad.link, ad.languages, ad.startsAt, ad.endsAt, ad.active, ad.image, ad.now],
  );
  return result.rows[0]!;
}

export async function setActive(db: Queryable, id: bigint, active: boolean): Promise<AdRow | null> {
  return (await db.query<AdRow>('UPDATE ads SET active = $2 WHERE id = $1 RETURNING *', [id, active])).rows[0] ?? null;
}

/** Every ad, newest first (by id: the order they were made in), a page at a time. */
export async function adsPage(db: Queryable, after: bigint | null, limit: number): Promise<AdRow[]> {
  return (await db.query<AdRow>('SELECT * FROM ads WHERE $1::bigint IS NULL OR id < $1 ORDER BY id DESC LIMIT $2', [after, limit])).rows;
}
