/**
 * `npm run dev`: the server (restarted on each change of its code, on http://localhost:3000) and the
 * web app (Vite, updated in the page on each change, on http://localhost:5173, its /api going to the
 * server) side by side, each line prefixed with where it comes from. Ctrl-C stops both; when one
 * stops by itself, the other is stopped too.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PARTS = [
  { name: 'server', command: process.execPath, args: ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], env: { FRE_TEST_CLOCK: process.env.FRE_TEST_CLOCK ?? '0' } },
  { name: 'web', command: 'npm', args: ['run', 'dev', '--workspace', '@fre/web', '--', '--host', '127.0.0.1'], env: {} },
];

const children = PARTS.map((part) => {
  const child = spawn(part.command, part.args, { cwd: root, env: { ...process.env, ...part.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${part.name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return { part, child };
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const { part, child } of children) {
  child.on('exit', (code) => {
    if (!stopping) console.error(`[${part.name}] stopped (${code ?? 'signal'}): stopping the rest`);
    stopAll(code ?? 1);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
