/**
 * The SQL statements written in the server's source: every string or template literal that starts
 * with a statement keyword, found with the TypeScript parser (not a regular expression over the
 * file, so comments and other strings are never taken for SQL). A template's `${…}` is replaced by
 * the text of the constant it names when that constant is a string (in the same file, or a unique
 * name elsewhere), else by a placeholder `__expr__`, which names no table and filters nothing.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface SqlStatement {
  file: string;
  line: number;
  /** The nearest named function around the literal (the repository function). */
  fn: string;
  sql: string;
}

const STATEMENT = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|TRUNCATE|LOCK|VACUUM|CREATE|DROP|ALTER)\s/;

function constants(source: ts.SourceFile): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) found.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The function around the literal (a repository function), else the constant it is assigned to. */
function enclosingName(node: ts.Node): string {
  let constant: string | null = null;
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if ((ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current)) && current.name) return current.name.getText();
    if ((ts.isPropertyAssignment(current) || ts.isVariableDeclaration(current)) && ts.isIdentifier(current.name)) {
      const value = current.initializer;
      if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) return current.name.text;
      constant ??= current.name.text;
    }
  }
  return constant ?? '(module)';
}

export function extractSqlStatements(files: string[], relativeTo: (file: string) => string): SqlStatement[] {
  const sources = files.map((file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  const local = new Map(sources.map((source) => [source, constants(source)]));
  // A constant named once in all the files can be resolved from any of them (imported column lists).
  const global = new Map<string, ts.Expression | null>();
  for (const table of local.values()) for (const [name, value] of table) global.set(name, global.has(name) ? null : value);

  const textOf = (expression: ts.Expression, source: ts.SourceFile, depth = 0): string | null => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
    if (ts.isTemplateExpression(expression)) {
      return expression.head.text + expression.templateSpans.map((span) => `${spanText(span.expression, source, depth)}${span.literal.text}`).join('');
    }
    if (ts.isParenthesizedExpression(expression)) return textOf(expression.expression, source, depth);
    return null;
  };
  const spanText = (expression: ts.Expression, source: ts.SourceFile, depth: number): string => {
    if (depth < 5 && ts.isIdentifier(expression)) {
      const value = local.get(source)!.get(expression.text) ?? global.get(expression.text);
      const text = value ? textOf(value, value.getSourceFile(), depth + 1) : null;
      if (text !== null) return text;
    }
    return '__expr__';
  };

  const statements: SqlStatement[] = [];
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
        const sql = textOf(node, source);
        if (sql !== null && STATEMENT.test(sql)) {
          statements.push({ file: relativeTo(source.fileName), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, fn: enclosingName(node), sql: sql.replace(/--[^\n]*/g, ' ').replace(/\s+/g, ' ').trim() });
        }
        return; // a template's parts are not statements of their own
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return statements;
}
