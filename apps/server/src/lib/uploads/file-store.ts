import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
