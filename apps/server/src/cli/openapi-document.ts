/**
 * Writes the OpenAPI document the server serves at /api/openapi.json to a file (default
 * .tmp/openapi.json), built by the app factory (served-document.ts). `npm run lint:openapi` lints
 * that file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { servedDocument } from './served-document.ts';

async function run(file: string): Promise<void> {
  const document = await servedDocument();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
}

run(process.argv[2] ?? path.join('.tmp', 'openapi.json')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
