import type { Queryable } from '#server/db/pool.ts';

export interface RuleChangeRow {
  id: bigint;
  rule: string;
  before: unknown;
  after: unknown;
  worse: boolean;
  effective_at: Date;
  created_at: Date;
  /** The sort key's time to the microsecond (keyset-page.ts SORT_TIME). */
  sort_at: string;
}

const COLUMNS = `id, rule, before, after, worse, effective_at, created_at, to_char(effective_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_at`;

export async function insertRuleChange(
  db: Queryable,
  change: { rule: string; before: unknown; after: unknown; worse: boolean; effectiveAt: Date; now: Date; by: string },
): Promise<void> {
  await db.query(
    'INSERT INTO rule_changes (rule, before, after, worse, effective_at, created_at, changed_by) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [change.rule, JSON.stringify(change.before), JSON.stringify(change.after), change.worse, change.effectiveAt, change.now, change.by],
  );
}

/**
 * The stored value of a rule at a moment, as SQL over the parameters that hold the rule's name and
 * the moment: the newest change effective by then, else the setting of the same name (a value set
 * before the changelog, or never changed since), null when neither (the reader's default applies).
 * One definition for every reader, the agenda's statement among them.
 */
export const RULE_IN_FORCE = (rule: string, at: string) =>
  `coalesce((SELECT after FROM rule_changes WHERE rule = ${rule} AND effective_at <= ${at} ORDER BY effective_at DESC, id DESC LIMIT 1),
            (SELECT value FROM app_settings WHERE key = ${rule}))`;

/** The stored value of `rule` in force at `at`, null when none is stored. */
export async function ruleInForce(db: Queryable, rule: string, at: Date): Promise<unknown> {
  const result = await db.query<{ value: unknown }>(`SELECT ${RULE_IN_FORCE('$1::text', '$2::timestamptz')} AS value`, [rule, at]);
  return result.rows[0]?.value ?? null;
}

/** Changes not in force at `now`, soonest first. */
export async function upcomingChanges(db: Queryable, now: Date, limit: number): Promise<RuleChangeRow[]> {
  const result = await db.query<RuleChangeRow>(`SELECT ${COLUMNS} FROM rule_changes WHERE effective_at > $1 ORDER BY effective_at, id LIMIT $2`, [now, limit]);
  return result.rows;
}

/** The changelog, newest effective date first, after the row whose key is `after`. */
export async function changesPage(db: Queryable, after: { at: string; id: bigint } | null, limit: number): Promise<RuleChangeRow[]> {
  const result = after
    ? await db.query<RuleChangeRow>(
      `SELECT ${COLUMNS} FROM rule_changes WHERE (effective_at, id) < ($1::timestamptz, $2::bigint) ORDER BY effective_at DESC, id DESC LIMIT $3`,
      [after.at, after.id, limit],
    )
    : await db.query<RuleChangeRow>(`SELECT ${COLUMNS} FROM rule_changes ORDER BY effective_at DESC, id DESC LIMIT $1`, [limit]);
  return result.rows;
}
