import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../..');
const WRITES_SESSIONS = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+auth_sessions\b/i;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

describe('sessions', () => {
  // Sign-in, the security page, the admin gate and the erasure change sessions through the account
  // module (docs/decisions/046): a statement of their own would drift from its rules unseen.
  it('are written by one repository only', () => {
    const writers = sourceFiles(SRC).filter((file) => WRITES_SESSIONS.test(readFileSync(file, 'utf8')));
    expect(writers.map((file) => path.relative(SRC, file))).toEqual(['modules/account/sessions/sessions.repository.ts']);
  });
});
