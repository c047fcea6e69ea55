import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

export const SIGNAL_SECRET_FILE = 'abuse-signal.secret';

/**
 * The key of the signal hashes: ABUSE_SIGNAL_SECRET, else generated once and kept (0600) in the
 * data folder, as the VAPID keys are, so that `npm start` needs no setup.
 * The file is written under a temporary name and linked into place: link() fails when the file
 * already exists, so instances starting together on one data folder all end with the same key,
 * and none ever reads a half-written file.
 */
export async function loadSignalSecret(config: Pick<Config, 'dataDir' | 'abuseSignalSecret'>): Promise<Buffer> {
  if (config.abuseSignalSecret) return Buffer.from(config.abuseSignalSecret, 'utf8');
  const file = path.join(config.dataDir, SIGNAL_SECRET_FILE);
  const stored = await readSecret(file);
  if (stored) return stored;
  await mkdir(config.dataDir, { recursive: true });
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
  if (!kept) throw new Error(`${file} is empty: delete it to generate a new abuse signal secret`);
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
