/**
 * Named statements through a transaction-mode pooler (decision 087). Each statement outside a
 * transaction may reach any server connection, so this process cannot know whether that connection
 * already holds a statement: it assumes it does (Bind alone, no Parse, no planning), and learns
 * otherwise from the server's answer, which costs one more round trip per server connection and
 * statement, once. A server that holds the name while this client's Parse was sent (another
 * instance prepared it there) gets the statement unnamed, which every server accepts.
 * Inside a transaction names stay off: such an error would abort the transaction.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** invalid_sql_statement_name: a Bind to a name this server connection does not hold. */
const NO_SUCH_STATEMENT = '26000';
/** duplicate_prepared_statement: a Parse of a name this server connection already holds. */
const STATEMENT_EXISTS = '42P05';

type Attempt = 'bind' | 'parse' | 'unnamed';

/** What to send after `attempt` failed with `code`; null: the failure is the statement's own. */
export function nextAttempt(attempt: Attempt, code: string | undefined): Attempt | null {
  if (attempt === 'bind' && code === NO_SUCH_STATEMENT) return 'parse';
  if (attempt === 'parse' && code === STATEMENT_EXISTS) return 'unnamed';
  return null;
}

/**
 * The name on the wire carries a hash of the text: instances of two releases share the pooler's
 * server connections, and a name must never reach a statement of another text. PostgreSQL keeps
 * 63 bytes of a name.
 */
export function wireName(name: string, text: string): string {
  return `${name.slice(0, 40)}.${createHash('sha256').update(name).update('\0').update(text).digest('base64url').slice(0, 16)}`;
}

interface ParsedStatements {
  parsedStatements: Record<string, string>;
  submittedNamedStatements?: Record<string, string>;
}

/**
 * pg sends a Parse for a name its connection has not parsed (lib/query.js, `hasBeenParsed`); its
 * record is per client connection, which a pooler's server connections do not follow, so it is
 * set before each attempt. pg 8.23.1 is pinned for this; `named-behind-pooler.test.ts` fails if
 * pg stops reading it.
 */
function recordParsed(client: pg.PoolClient, name: string, text: string, parsed: boolean): void {
  const connection = (client as unknown as { connection: ParsedStatements }).connection;
  if (parsed) {
    connection.parsedStatements[name] = text;
    return;
  }
  delete connection.parsedStatements[name];
  if (connection.submittedNamedStatements) delete connection.submittedNamedStatements[name];
}

/** A named query config sent on a client of a pool whose server connections move between transactions. */
export async function queryNamedBehindPooler(client: pg.PoolClient, config: pg.QueryConfig & { name: string }): Promise<pg.QueryResult> {
  const { name: _name, ...unnamed } = config;
  const wired = { ...config, name: wireName(config.name, config.text) };
  for (let attempt: Attempt | null = 'bind'; ;) {
    if (attempt !== 'unnamed') recordParsed(client, wired.name, config.text, attempt === 'bind');
    try {
      return await client.query(attempt === 'unnamed' ? unnamed : wired);
    } catch (error) {
      attempt = nextAttempt(attempt, (error as { code?: string }).code);
      if (attempt === null) throw error;
    }
  }
}
