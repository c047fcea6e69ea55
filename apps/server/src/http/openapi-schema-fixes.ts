/**
 * What zod's JSON Schema says that a reader of the document would take wrongly (decision 064), put
 * right on the whole document: `starts_with`, `ends_with` and `includes` are zod's names, not
 * formats (the `pattern` beside them says the same thing), and `unknown().nullable()` becomes
 * `anyOf: [{}, {type: null}]`, a composition that only says "any value" the long way.
 */
type Schema = Record<string, unknown>;

const ZOD_FORMATS = new Set(['starts_with', 'ends_with', 'includes']);

function fixSchema(schema: Schema): void {
  if (ZOD_FORMATS.has(schema.format as string)) delete schema.format;
  const anyOf = schema.anyOf as Schema[] | undefined;
  if (anyOf?.some((branch) => Object.keys(branch).length === 0)) delete schema.anyOf;
}

function walk(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  // `example` values are data, not schemas.
  for (const [key, child] of Object.entries(value)) if (key !== 'example' && key !== 'examples') walk(child);
  fixSchema(value as Schema);
}

export function fixZodSchemas<Document extends object>(document: Document): Document {
  walk(document);
  return document;
}
