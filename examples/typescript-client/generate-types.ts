/**
 * `npm run example:types`: writes src/api-types.ts from the document the server serves; left as it
 * is when unchanged, so that `tsc -b` (which `npm run typecheck` runs next) need not check it again.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { generatedTypes, TYPES_FILE } from './generated-types.ts';

async function run(): Promise<void> {
  const text = await generatedTypes();
  const before = await readFile(TYPES_FILE, 'utf8').catch(() => null);
  if (text !== before) await writeFile(TYPES_FILE, text);
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
