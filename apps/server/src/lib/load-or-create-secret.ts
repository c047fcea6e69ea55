import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SecretSource {
  /** The value set in the environment, if any: then no file is read or written. */
  configured: string | null;
  dataDir: string;
  /** The file's name inside dataDir. */
  fileName: string;
  /** What the key is for, in the error about an empty file. */
  purpose: string;
}

/**
 * A server key: the configured value, else one generated once and kept (0600) in the data folder,
 * as the VAPID keys are, so that `npm start` needs no setup.
 * The file is written under a temporary name and linked into place: link() fails when the file
 * already exists, so instances starting together on one data folder all end with the same key,
 * and none ever reads a half-written file.
 */
export async function loadOrCreateSecret(source: SecretSource): Promise<Buffer> {
  if (source.configured) return Buffer.from(source.configured, 'utf8');
  const file = path.join(source.dataDir, source.fileName);
  const stored = await readSecret(file);
  if (stored) return stored;
  await mkdir(source.dataDir, { recursive: true });
  const draft = `${file}.${randomUUID()}.tmp`;
  await writeFile(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  const kept = await readSecret(file);
  if (!kept) throw new Error(`${file} is empty: delete it to generate a new ${source.purpose}`);
  return kept;
}

async function readSecret(file: string): Promise<Buffer | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text ? Buffer.from(text, 'utf8') : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
