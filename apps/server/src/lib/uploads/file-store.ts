import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#server/config.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** Where identity photos live: outside the web root, read back only through the API. */
export interface FileStore {
  put(owner: string, bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/;

export function createLocalFileStore(root: string): FileStore {
  return {
    async put(owner, bytes) {
      const key = `${owner}/${randomUUID()}.jpg`;
      await mkdir(path.join(root, owner), { recursive: true, mode: 0o700 });
      await writeFile(path.join(root, key), bytes, { mode: 0o600 });
      return key;
    },
    async get(key) {
      if (!KEY.test(key)) return null;
      return readFile(path.join(root, key)).catch(() => null);
    },
    async remove(key) {
      if (KEY.test(key)) await rm(path.join(root, key), { force: true });
    },
  };
}

/** S3-compatible storage when configured (production), else the data folder. */
export function createFileStore(config: Config, folder: 'kyc' | 'support' | 'ads'): FileStore {
  return config.s3 ? createS3FileStore({ ...config.s3, prefix: folder }) : createLocalFileStore(path.join(config.dataDir, folder));
}
