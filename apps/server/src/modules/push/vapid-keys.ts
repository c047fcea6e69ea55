import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '#server/config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** VAPID keys from the environment, else generated once and kept (0600) in the data folder. */
export async function loadVapidKeys(config: Config): Promise<VapidKeys> {
  if (config.push.publicKey && config.push.privateKey) return { publicKey: config.push.publicKey, privateKey: config.push.privateKey, subject: config.push.subject };
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...stored, subject: config.push.subject };
  }
  const keys = webpush.generateVAPIDKeys();
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject: config.push.subject };
}
