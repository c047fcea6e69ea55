/**
 * Plans of the SQL the app really sends: a Database whose every statement is first run under
 * `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)` (rolled back, so writes leave nothing behind), then
 * for real, so the repository or service that sent it carries on with real rows.
 * Each plan is labelled with the repository function that sent it, read from the call stack.
 */
import type { Database, Queryable } from '../../apps/server/src/db/pool.ts';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Heap Fetches'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface ExplainRoot {
  Plan: PlanNode;
  'Execution Time': number;
  'Planning Time': number;
}

export interface RecordedPlan {
  /** `module/function` of the repository (or service) that sent the statement. */
  source: string;
  text: string;
  root: PlanNode;
  executionMs: number;
  planningMs: number;
}

export interface PlanSummary {
  /** Distinct node types, with the relation or index they read. */
  nodes: string[];
  /** Every scan, with its rows, loops, heap fetches and buffers (for the JSON report). */
  scans: { node: string; rows: number; loops: number; heapFetches?: number; buffers: number }[];
  /** Tables read by a Seq Scan, with the rows the scan returned. */
  seqScans: { table: string; rows: number }[];
  /** Shared buffers hit + read by the whole statement (the root node counts its children). */
  buffers: number;
  /** Index descents (one per loop of each index scan): what one more B-tree level can add. */
  descents: number;
  usesIndex: boolean;
}

const EXPLAIN = 'EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ';

export function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

const blocks = (node: PlanNode) => (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);

export function summarise(root: PlanNode): PlanSummary {
  const nodes = flatten(root);
  const described = nodes.map((node) => {
    const target = node['Index Name'] ?? node['Relation Name'];
    return target ? `${node['Node Type']} ${target}` : node['Node Type'];
  });
  return {
    nodes: [...new Set(described)],
    scans: nodes.flatMap((node, index) => (/Scan/.test(node['Node Type']) ? [{
      node: described[index]!, rows: node['Actual Rows'] ?? 0, loops: node['Actual Loops'] ?? 0,
      ...(node['Heap Fetches'] === undefined ? {} : { heapFetches: node['Heap Fetches'] }), buffers: blocks(node),
    }] : [])),
    seqScans: nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => ({ table: node['Relation Name'] ?? '?', rows: (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) })),
    // InitPlans and SubPlans run inside their parent, so the root already counts them; max() guards
    // against a plan shape where it would not.
    buffers: Math.max(...nodes.map(blocks)),
    descents: nodes.filter((node) => /Index/.test(node['Node Type'])).reduce((sum, node) => sum + (node['Actual Loops'] ?? 0), 0),
    usesIndex: nodes.some((node) => /Index/.test(node['Node Type'])),
  };
}

/** The first caller outside this file and outside pg, as `module/function`. */
function callerOf(stack: string | undefined): string {
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const match = /at (?:async )?(?:Object\.|Module\.)?([\w$.<>]+) \(.*\/modules\/([\w-]+)\/([\w.-]+)\.ts:\d+:\d+\)/.exec(line);
    if (match) return `${match[2]}/${match[1]}`;
  }
  return 'unknown';
}

/** query(text, values) or query({ text, values, name }): a named statement is explained unnamed. */
function textOf(args: unknown[]): { text: string; values: unknown[] | undefined } {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, values: second as unknown[] | undefined };
  const config = first as { text?: unknown; values?: unknown[] } | null;
  if (typeof config?.text !== 'string' || typeof second === 'function') throw new Error('scale bench: only query(text, values) and query({ text, values }) are recorded');
  return { text: config.text, values: config.values };
}

type AnyQuery = (text: unknown, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Runs the EXPLAIN inside `BEGIN … ROLLBACK` on its own connection, or inside a savepoint when the
 * statement belongs to the caller's transaction, then the statement itself.
 */
async function explainThenRun(client: Queryable, inTransaction: boolean, args: unknown[], record: (plan: RecordedPlan) => void, source: string) {
  const query = client.query.bind(client) as unknown as AnyQuery;
  const { text, values } = textOf(args);
  await query(inTransaction ? 'SAVEPOINT scale_bench' : 'BEGIN');
  let explained: { rows: unknown[] };
  try {
    explained = await query(EXPLAIN + text, values);
  } finally {
    await query(inTransaction ? 'ROLLBACK TO SAVEPOINT scale_bench' : 'ROLLBACK');
  }
  const root = (explained.rows[0] as { 'QUERY PLAN': ExplainRoot[] })['QUERY PLAN'][0]!;
  record({ source, text, root: root.Plan, executionMs: root['Execution Time'], planningMs: root['Planning Time'] });
  return query(args[0], args[1] as unknown[] | undefined);
}

/** `db`, with every statement explained and its plan given to `sink`. */
export function explainingDatabase(db: Database, sink: (plan: RecordedPlan) => void): Database {
  const wrap = (client: Queryable, inTransaction: boolean): Queryable['query'] =>
    ((...args: unknown[]) => {
      const source = callerOf(new Error().stack);
      if (inTransaction) return explainThenRun(client, true, args, sink, source);
      return (async () => {
        const connection = await db.pool.connect();
        try {
          return await explainThenRun(connection, false, args, sink, source);
        } finally {
          connection.release();
        }
      })();
    }) as Queryable['query'];
  const query = wrap(db, false);
  return {
    pool: db.pool,
    query,
    // The scale bench has no replica: its lag-tolerant reads are explained on the one database.
    lagTolerant: { query },
    replicaStatus: () => null,
    transaction: (work) => db.transaction((tx) => work({ query: wrap(tx, true) })),
    close: () => db.close(),
  };
}
