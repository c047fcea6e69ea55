/**
 * The walls the linter keeps (docs/decisions/046) hold wherever eslint runs from and however deep a
 * module or feature is nested: each probe plants a crossing in a file that does not exist and
 * expects the rule to name it, from the repository's root and from the app's own folder.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

const PROBES = [
  {
    name: 'a nested module route importing its repository',
    file: 'apps/server/src/modules/account/sign-in/probe.routes.ts',
    code: "import { insertLoginFailure } from './auth.repository.ts';\nexport const probe = insertLoginFailure;\n",
    app: 'apps/server',
  },
  {
    name: 'a web feature importing another feature',
    file: 'apps/web/src/features/shop/probe.ts',
    code: "import { miningQueryKey } from '#web/features/mining/api/get-mining.ts';\nexport const probe = miningQueryKey;\n",
    app: 'apps/web',
  },
  {
    name: 'a feature nested in another importing a third feature',
    file: 'apps/web/src/features/account/security/probe.ts',
    code: "import { miningQueryKey } from '#web/features/mining/api/get-mining.ts';\nexport const probe = miningQueryKey;\n",
    app: 'apps/web',
  },
];

/** eslint as a developer runs it, in its own process from `cwd`, on `code` as if it were `file`. */
async function restrictedPaths(cwd: string, file: string, code: string): Promise<string[]> {
  const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');
  const stdout = await new Promise<string>((resolve) => {
    // eslint exits 1 when it reports an error: its JSON is on stdout either way.
    const child = execFile(process.execPath, [eslint, '--format', 'json', '--stdin', '--stdin-filename', path.join(root, file)], { cwd }, (_error, out) => resolve(out));
    child.stdin!.end(code);
  });
  const [result] = JSON.parse(stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('the lint walls', () => {
  for (const probe of PROBES) {
    for (const from of ['the repository root', "the app's folder"] as const) {
      it(`refuse ${probe.name}, run from ${from}`, async () => {
        const cwd = from === 'the repository root' ? root : path.join(root, probe.app);
        expect(await restrictedPaths(cwd, probe.file, probe.code)).toHaveLength(1);
      }, 60_000);
    }
  }

  it('let a route import its own service', async () => {
    const code = "import type { AuthService } from './auth.service.ts';\nexport type Probe = AuthService;\n";
    expect(await restrictedPaths(root, 'apps/server/src/modules/account/sign-in/probe.routes.ts', code)).toEqual([]);
  }, 60_000);
});
