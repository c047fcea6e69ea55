import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_DATA_DIR, PG_PORT } from '../playwright.config.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Grants the admin role exactly as an operator would: `npm run admin -- grant EMAIL` in the repository
 * root, pointed at the e2e data folder (the CLI reuses the embedded database the test server runs).
 * It refuses an account without a second factor (decision 039): turn on two-step sign-in first.
 */
export async function grantAdminByCli(email: string): Promise<string> {
  const { stdout } = await run('npm', ['run', 'admin', '--', 'grant', email], {
    cwd: root,
    env: { ...process.env, FRE_DATA_DIR: E2E_DATA_DIR, FRE_PG_PORT: String(PG_PORT) },
    timeout: 60_000,
  });
  return stdout;
}
