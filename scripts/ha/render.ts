/** Fills deploy/ha's templates: every {{field}} must be given, and every field given must be used. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const DEPLOY_HA = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'ha');

export async function renderTemplate(name: string, fields: Record<string, string | number>): Promise<string> {
  const template = await readFile(path.join(DEPLOY_HA, name), 'utf8');
  const unused = new Set(Object.keys(fields));
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, field: string) => {
    const value = fields[field];
    if (value === undefined) throw new Error(`deploy/ha/${name}: no value for {{${field}}}`);
    unused.delete(field);
    return String(value);
  });
  if (unused.size > 0) throw new Error(`deploy/ha/${name} has no {{${[...unused].join('}}, {{')}}}`);
  return text;
}
