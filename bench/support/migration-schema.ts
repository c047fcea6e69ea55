/**
 * What the migrations define, read from their SQL in order: each table's columns, its unique keys
 * (primary keys, UNIQUE constraints, unique indexes, minus those dropped later), the latest body of
 * each function with the variables it declares, and which tables fire which trigger functions.
 * Enough for the cross-shard count; not a general SQL parser.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface UniqueKey {
  table: string;
  name: string;
  columns: string[];
  kind: 'primary key' | 'unique' | 'unique index';
}

export interface FunctionBody {
  name: string;
  file: string;
  body: string;
  /** plpgsql DECLAREd variables: one value each, like a parameter. */
  variables: Set<string>;
}

export interface MigrationSchema {
  tables: Map<string, Set<string>>;
  uniqueKeys: UniqueKey[];
  functions: Map<string, FunctionBody>;
  /** Trigger function → the tables whose rows fire it. */
  triggers: Map<string, string[]>;
}

/** Splits at commas outside parentheses. */
function topLevelItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      items.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  items.push(text.slice(start).trim());
  return items.filter(Boolean);
}

/** The text between the parenthesis at `open` and its match. */
function parenthesised(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

const columnsIn = (list: string) => list.split(',').map((c) => c.trim().replace(/\s+(ASC|DESC)$/i, '')).filter(Boolean);
const SKIPPED_ITEM = /^(CONSTRAINT\s+\w+\s+(CHECK|FOREIGN|EXCLUDE)|CHECK|FOREIGN|EXCLUDE)\b/i;

export function readMigrationSchema(dir: string): MigrationSchema {
  const schema: MigrationSchema = { tables: new Map(), uniqueKeys: [], functions: new Map(), triggers: new Map() };
  const addUnique = (key: UniqueKey) => schema.uniqueKeys.push(key);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql')).sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8').replace(/--[^\n]*/g, '');
    // Function bodies first, then the rest without them (their statements are not DDL).
    for (const match of text.matchAll(/CREATE (?:OR REPLACE )?FUNCTION ([a-z_]+)\s*\([^)]*\)[\s\S]*?AS \$\$([\s\S]*?)\$\$/gi)) {
      const body = match[2]!;
      const declared = /\bDECLARE\b([\s\S]*?)\bBEGIN\b/i.exec(body)?.[1] ?? '';
      const variables = new Set([...declared.matchAll(/^\s*([a-z_][a-z0-9_]*)\s+[a-z]/gim)].map((m) => m[1]!.toLowerCase()));
      schema.functions.set(match[1]!, { name: match[1]!, file, body, variables });
    }
    const ddl = text.replace(/\$\$[\s\S]*?\$\$/g, '$$$$');
    for (const match of ddl.matchAll(/CREATE TRIGGER \w+[\s\S]*? ON ([a-z_]+)[\s\S]*?EXECUTE (?:FUNCTION|PROCEDURE) ([a-z_]+)\s*\(/gi)) {
      schema.triggers.set(match[2]!, [...(schema.triggers.get(match[2]!) ?? []), match[1]!]);
    }
    for (const match of ddl.matchAll(/CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?([a-z_]+)\s*\(/gi)) {
      const table = match[1]!;
      const columns = schema.tables.get(table) ?? new Set<string>();
      schema.tables.set(table, columns);
      for (const item of topLevelItems(parenthesised(ddl, match.index + match[0].length - 1))) {
        const named = /^CONSTRAINT\s+(\w+)\s+/i.exec(item);
        const rest = named ? item.slice(named[0].length) : item;
        const primary = /^PRIMARY KEY\s*\(([^)]*)\)/i.exec(rest);
        const unique = /^UNIQUE\s*(?:NULLS NOT DISTINCT\s*)?\(([^)]*)\)/i.exec(rest);
        if (primary) addUnique({ table, name: named?.[1] ?? `${table}_pkey`, columns: columnsIn(primary[1]!), kind: 'primary key' });
        else if (unique) addUnique({ table, name: named?.[1] ?? `${table}_${columnsIn(unique[1]!).join('_')}_key`, columns: columnsIn(unique[1]!), kind: 'unique' });
        else if (!SKIPPED_ITEM.test(item)) {
          const column = item.split(/\s+/)[0]!.toLowerCase();
          columns.add(column);
          if (/\bPRIMARY KEY\b/i.test(item)) addUnique({ table, name: `${table}_pkey`, columns: [column], kind: 'primary key' });
          if (/\bUNIQUE\b/i.test(item)) addUnique({ table, name: `${table}_${column}_key`, columns: [column], kind: 'unique' });
        }
      }
    }
    // Constraint and index changes in the order they are written (an index may be dropped, then made again).
    const changes: { at: number; apply(): void }[] = [];
    for (const match of ddl.matchAll(/ALTER TABLE (?:ONLY )?([a-z_]+)\s+([^;]*);/gi)) {
      const table = match[1]!;
      for (const clause of topLevelItems(match[2]!)) {
        const added = /^ADD COLUMN (?:IF NOT EXISTS )?([a-z_]+)\b(.*)$/is.exec(clause);
        const constraint = /^ADD CONSTRAINT (\w+) (UNIQUE|PRIMARY KEY)\s*\(([^)]*)\)/i.exec(clause);
        const dropped = /^DROP CONSTRAINT (?:IF EXISTS )?(\w+)/i.exec(clause);
        if (added) {
          schema.tables.get(table)?.add(added[1]!.toLowerCase());
          if (/\bUNIQUE\b/i.test(added[2]!)) addUnique({ table, name: `${table}_${added[1]}_key`, columns: [added[1]!], kind: 'unique' });
        } else if (constraint) {
          const kind = constraint[2]!.toUpperCase() === 'UNIQUE' ? 'unique' : 'primary key';
          changes.push({ at: match.index, apply: () => addUnique({ table, name: constraint[1]!, columns: columnsIn(constraint[3]!), kind }) });
        } else if (dropped) {
          changes.push({ at: match.index, apply: () => (schema.uniqueKeys = schema.uniqueKeys.filter((key) => key.name !== dropped[1])) });
        }
      }
    }
    for (const match of ddl.matchAll(/CREATE UNIQUE INDEX (?:CONCURRENTLY )?(?:IF NOT EXISTS )?(\w+) ON (?:ONLY )?([a-z_]+)(?: USING \w+)?\s*\(/gi)) {
      const columns = topLevelItems(parenthesised(ddl, match.index + match[0].length - 1));
      changes.push({ at: match.index, apply: () => addUnique({ table: match[2]!, name: match[1]!, columns, kind: 'unique index' }) });
    }
    for (const match of ddl.matchAll(/DROP INDEX (?:CONCURRENTLY )?(?:IF EXISTS )?(\w+)/gi)) {
      changes.push({ at: match.index, apply: () => (schema.uniqueKeys = schema.uniqueKeys.filter((key) => key.name !== match[1])) });
    }
    for (const change of changes.sort((a, b) => a.at - b.at)) change.apply();
  }
  return schema;
}

/**
 * The SQL statements of a function body: pieces between `;`, THEN, ELSE, LOOP and BEGIN, each from
 * its first statement keyword on (an IF's condition keeps its subquery).
 */
export function statementsOfFunction(body: string): string[] {
  return body
    .split(/;|\bTHEN\b|\bELSE\b|\bLOOP\b|\bBEGIN\b/i)
    .map((piece) => {
      // Keywords inside string literals ('UPDATE' in `TG_OP IN (...)`) do not start a statement.
      const masked = piece.replace(/'(?:[^']|'')*'/g, (literal) => `'${'_'.repeat(literal.length - 2)}'`);
      const start = /\b(WITH|SELECT|INSERT|UPDATE|DELETE)\b/i.exec(masked)?.index;
      return start === undefined ? null : piece.slice(start).replace(/\s+/g, ' ').trim();
    })
    .filter((piece): piece is string => Boolean(piece));
}
