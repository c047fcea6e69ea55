/**
 * Where one SQL statement would run on Citus under the table plan (shard-plan.ts):
 * - single-shard: every distributed table it reads or writes is pinned to one value of its
 *   distribution column (`user_id = $1`, an INSERT … VALUES, or a join on the key to a pinned table);
 * - multi-shard batch: pinned to a list of keys (`= ANY($1)`, a join on the key to unnest($1)) —
 *   one statement sent to the shards of those keys;
 * - cross-shard: a distributed table not pinned to its key (a lookup by another column, a join not
 *   on the key, the referral tree through users.referred_by, a list or aggregate over all users),
 *   or a trigger that writes another user's row or a table outside the firing row's shard;
 * - reference/local only: no distributed table.
 * Pinning is read from equalities between columns, parameters ($n, NEW./OLD. in triggers, plpgsql
 * variables) and unnest aliases, scoped by parentheses for unqualified columns. Heuristic, but
 * every rule is here and each statement's reason is printed beside it.
 */
import { keyOf, TABLE_PLAN } from './shard-plan.ts';

export type Category = 'single-shard' | 'multi-shard batch' | 'cross-shard' | 'reference/local only' | 'no table';

export interface Classification {
  category: Category;
  reason: string;
  tables: string[];
}

export interface StatementContext {
  /** Table columns from the migrations (resolves unqualified columns in joins). */
  columns: Map<string, Set<string>>;
  /** plpgsql variables: single values like parameters. */
  variables?: Set<string>;
  /** For a trigger function's statements: the tables whose rows fire it. */
  triggerTables?: string[];
}

interface Scope {
  open: number;
  close: number;
  depth: number;
}

interface Ref {
  table: string;
  qualifier: string;
  at: number;
  scope: Scope;
  into: boolean;
}

type Pin = 'single' | 'multi' | null;

const KEYWORDS = new Set(['where', 'on', 'set', 'join', 'left', 'right', 'inner', 'outer', 'cross', 'full', 'natural', 'group', 'order', 'limit', 'using', 'with', 'values', 'select', 'returning', 'for', 'union', 'and', 'or', 'having', 'offset', 'window', 'lateral', 'as', 'default', 'except', 'intersect', 'fetch', 'into', 'from', 'when', 'then', 'else', 'end', 'is', 'not', 'null']);
/** `FROM t`, `JOIN t x`, `INTO t AS x`, `UPDATE t x`: the alias is never a keyword (`FROM t WHERE`). */
const TABLE_REFERENCE = new RegExp(String.raw`\b(FROM|JOIN|INTO|UPDATE)\s+(?:ONLY\s+)?([a-z_][a-z0-9_]*)\b(?:\s+(?:AS\s+)?(?!(?:${[...KEYWORDS].join('|')})\b)([a-z_][a-z0-9_]*))?`, 'gi');
/** A parameter, a list parameter, a column (qualified or not), or either inside lower()/upper(). */
const OPERAND = String.raw`(?:ANY\s*\(\s*\$\d+[^)]*\)|(?:lower|upper)\s*\(\s*(?:\$\d+|[a-z_][a-z0-9_.]*)\s*\)|\$\d+(?:::[a-z_]+(?:\[\])?)?|[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)?)`;
const EQUALITY = new RegExp(`(${OPERAND})\\s*=\\s*(${OPERAND})`, 'gi');

function scopesOf(sql: string): Scope[] {
  const scopes: Scope[] = [{ open: -1, close: sql.length, depth: 0 }];
  const stack: number[] = [];
  for (let i = 0; i < sql.length; i++) {
    if (sql[i] === '(') stack.push(i);
    else if (sql[i] === ')' && stack.length > 0) {
      const open = stack.pop()!;
      scopes.push({ open, close: i, depth: stack.length + 1 });
    }
  }
  return scopes;
}

const innermost = (scopes: Scope[], at: number) => scopes.filter((s) => s.open < at && at < s.close).reduce((best, s) => (s.depth > best.depth ? s : best));
const within = (inner: Scope, outer: Scope) => outer.open <= inner.open && inner.close <= outer.close;

export function classifyStatement(sql: string, context: StatementContext): Classification {
  const text = sql.replace(/'(?:[^']|'')*'/g, "''");
  const scopes = scopesOf(text);
  const refs: Ref[] = [];
  for (const match of text.matchAll(TABLE_REFERENCE)) {
    const table = match[2]!.toLowerCase();
    if (!TABLE_PLAN[table]) continue;
    const alias = match[3]?.toLowerCase() ?? null;
    refs.push({ table, qualifier: alias ?? table, at: match.index, scope: innermost(scopes, match.index), into: match[1]!.toUpperCase() === 'INTO' });
  }
  const tables = [...new Set(refs.map((r) => r.table))];
  if (refs.length === 0) return { category: 'no table', reason: 'catalog, lock or function only', tables };
  const distributed = refs.filter((r) => keyOf(r.table) !== null);
  const inTrigger = (context.triggerTables ?? []).length > 0;
  const triggerOnDistributed = (context.triggerTables ?? []).some((t) => keyOf(t) !== null);
  if (distributed.length === 0) {
    const kinds = [...new Set(refs.map((r) => TABLE_PLAN[r.table]!.kind))].sort().join(' + ');
    if (inTrigger && triggerOnDistributed) return { category: 'cross-shard', reason: `trigger on a distributed table writes a ${kinds} table`, tables };
    return { category: 'reference/local only', reason: kinds, tables };
  }

  const batchAliases = new Set([...text.matchAll(/unnest\s*\((?:[^()]|\([^()]*\))*\)\s*(?:WITH\s+ORDINALITY\s+)?(?:AS\s+)?([a-z_][a-z0-9_]*)/gi)].map((m) => m[1]!.toLowerCase()));
  const variables = context.variables ?? new Set<string>();

  /** The table a column operand belongs to, by qualifier or (unqualified) by the nearest scope with a table that has it. */
  const refFor = (operand: string, at: number): { ref: Ref | null; column: string; batch: boolean; outer: boolean } => {
    const [first, second] = operand.toLowerCase().split('.');
    const here = innermost(scopes, at);
    if (second !== undefined) {
      if (batchAliases.has(first!)) return { ref: null, column: second, batch: true, outer: false };
      if (first === 'new' || first === 'old') return { ref: null, column: second, batch: false, outer: true };
      const candidates = refs.filter((r) => r.qualifier === first);
      const visible = candidates.filter((r) => within(here, r.scope)).sort((a, b) => b.scope.depth - a.scope.depth);
      return { ref: visible[0] ?? candidates[0] ?? null, column: second, batch: false, outer: false };
    }
    const visible = refs.filter((r) => within(here, r.scope) && context.columns.get(r.table)?.has(first!)).sort((a, b) => b.scope.depth - a.scope.depth);
    return { ref: visible[0] ?? null, column: first!, batch: false, outer: false };
  };
  const valueOf = (operand: string): Pin | 'trigger-other' => {
    if (/^ANY\s*\(/i.test(operand)) return 'multi';
    if (/^\$\d+/.test(operand)) return 'single';
    if (variables.has(operand.toLowerCase())) return 'single';
    const trigger = /^(?:new|old)\.([a-z_]+)$/i.exec(operand);
    if (trigger) return (context.triggerTables ?? []).some((t) => keyOf(t) === trigger[1]!.toLowerCase()) ? 'single' : 'trigger-other';
    return null;
  };

  const pins = new Map<Ref, Pin>();
  const parent = new Map<Ref, Ref>(refs.map((r) => [r, r]));
  const find = (r: Ref): Ref => (parent.get(r) === r ? r : find(parent.get(r)!));
  const nonKeyLookups: string[] = [];
  const nonKeyJoins: string[] = [];
  let triggerOther = false;
  const pin = (ref: Ref, value: Pin) => {
    const current = pins.get(ref) ?? null;
    if (value === 'single' || (value === 'multi' && current !== 'single')) pins.set(ref, value);
  };

  // `SET a = $1` assigns, it does not filter: equalities in a SET list (at its own depth) are skipped.
  const assignments: [number, number, Scope][] = [];
  for (const set of text.matchAll(/\bSET\b/gi)) {
    const scope = innermost(scopes, set.index);
    let end = scope.close;
    for (const stop of text.slice(set.index).matchAll(/\b(WHERE|FROM|RETURNING)\b/gi)) {
      if (innermost(scopes, set.index + stop.index) === scope) {
        end = set.index + stop.index;
        break;
      }
    }
    assignments.push([set.index, end, scope]);
  }
  const assigns = (at: number) => assignments.some(([from, to, scope]) => from < at && at < to && innermost(scopes, at) === scope);

  for (const match of text.matchAll(EQUALITY)) {
    // `$2 IS NULL OR user_id = $2` filters only sometimes: it pins nothing.
    if (assigns(match.index) || /IS NULL OR\s*$/i.test(text.slice(0, match.index))) continue;
    const sides = [match[1]!, match[2]!].map((written) => written.replace(/^(?:lower|upper)\s*\(\s*(.*?)\s*\)$/i, '$1')).map((operand) => ({ operand, value: valueOf(operand), column: /^[a-z_]/i.test(operand) && !/^ANY/i.test(operand) ? refFor(operand, match.index) : null }));
    for (const [self, other] of [[sides[0]!, sides[1]!], [sides[1]!, sides[0]!]] as const) {
      const ref = self.column?.ref;
      if (!ref || keyOf(ref.table) === null || self.value !== null) continue;
      const onKey = self.column!.column === keyOf(ref.table);
      const otherRef = other.column?.ref && keyOf(other.column.ref.table) !== null ? other.column.ref : null;
      if (onKey) {
        if (other.value === 'trigger-other') {
          triggerOther = true;
          pin(ref, 'single');
        } else if (other.value) pin(ref, other.value);
        else if (other.column?.batch) pin(ref, 'multi');
        else if (other.column?.outer) pin(ref, 'single');
        else if (otherRef && other.column!.column === keyOf(otherRef.table)) parent.set(find(ref), find(otherRef));
        else if (otherRef) nonKeyJoins.push(`${self.operand} = ${other.operand}`);
      } else if (other.value || other.column?.batch) {
        nonKeyLookups.push(`${ref.table}.${self.column!.column}`);
      } else if (otherRef && (other.column!.column !== keyOf(otherRef.table) || ref !== otherRef)) {
        nonKeyJoins.push(`${self.operand} = ${other.operand}`);
      }
    }
  }
  // An INSERT … VALUES writes its rows where their key says (a default key is computed first).
  for (const ref of distributed) if (ref.into && /\bVALUES\s*\(/i.test(text)) pin(ref, 'single');

  const groups = new Map<Ref, Pin>();
  for (const ref of distributed) {
    const root = find(ref);
    const value = pins.get(ref) ?? null;
    const best = groups.get(root) ?? null;
    groups.set(root, best === 'single' || value === 'single' ? 'single' : best === 'multi' || value === 'multi' ? 'multi' : null);
  }
  const unpinned = [...groups.values()].some((value) => value === null);
  if (unpinned) return { category: 'cross-shard', reason: crossReason(text, nonKeyLookups, nonKeyJoins), tables };
  if (triggerOther) return { category: 'cross-shard', reason: 'trigger writes another user\'s row (a distributed transaction)', tables };
  if ([...groups.values()].includes('multi')) return { category: 'multi-shard batch', reason: 'a list of keys (ANY or unnest): the shards of those keys', tables };
  if (groups.size > 1) return { category: 'cross-shard', reason: 'rows of two users pinned by two keys', tables };
  if (inTrigger && refs.some((r) => keyOf(r.table) === null && /\b(UPDATE|INSERT|DELETE)\b/i.test(text)) && triggerOnDistributed) {
    return { category: 'cross-shard', reason: 'trigger on a distributed table writes a reference or local table', tables };
  }
  return { category: 'single-shard', reason: 'pinned to one key', tables };
}

function crossReason(text: string, lookups: string[], joins: string[]): string {
  if (/referred_by|referrer_id/i.test([...joins, ...lookups].join(' ')) || /WITH RECURSIVE/i.test(text)) return 'referral tree (users.referred_by)';
  if (lookups.length > 0) return `lookup by ${[...new Set(lookups)].join(', ')}, not the distribution key`;
  if (joins.length > 0) return `join not on the distribution key (${[...new Set(joins)].join(', ')})`;
  if (/\breferred_by\b/i.test(text)) return 'referral tree (users.referred_by)';
  if (/\bORDER BY\b[\s\S]*\bLIMIT\b/i.test(text) && !/\b(count|sum|max|min)\s*\(/i.test(text)) return 'list over all users (ORDER BY … LIMIT)';
  if (/\b(count|sum|max|min|avg)\s*\(|\bGROUP BY\b/i.test(text)) return 'aggregate over all users';
  if (/^\s*(UPDATE|DELETE)\b/i.test(text)) return 'write without the key (every shard)';
  return 'scan without the key';
}
