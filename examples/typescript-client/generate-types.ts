/** `npm run example:types`: writes src/api-types.ts from the document the server serves. */
import { writeFile } from 'node:fs/promises';
import { generatedTypes, TYPES_FILE } from './generated-types.ts';

generatedTypes().then((text) => writeFile(TYPES_FILE, text)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
