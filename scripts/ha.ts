/**
 * The high-availability topology of deploy/ha on this machine, for operators and bench:failover:
 *   npm run ha -- up [--dir DIR]      starts it (installs Debian's packages when missing and root)
 *                                     and prints DATABASE_URL=… and DATABASE_READ_URL=… lines
 *   npm run ha -- status [--dir DIR]  members, roles, lag, which is the synchronous standby
 *   npm run ha -- kill-primary        kill -9 of the primary's postmaster
 *   npm run ha -- down [--dir DIR]    stops everything `up` started (the data stays)
 * DIR defaults to .tmp/ha in the checkout. Stop it when you are not using it: six daemons.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { down, killPrimary, status, up } from './ha/topology.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { dir: { type: 'string', default: path.join(ROOT, '.tmp', 'ha') } } });
const command = positionals[0];
const dir = path.resolve(values.dir);
const say = (line: string) => process.stdout.write(`${line}\n`);
const note = (line: string) => process.stderr.write(`${line}\n`);

const lag = (value: number | string | undefined) => (typeof value === 'number' ? `${(value / 2 ** 20).toFixed(1)} MB` : (value ?? ''));

async function main(): Promise<number> {
  switch (command) {
    case 'up': {
      // Progress to stderr: stdout carries only the lines a shell can source.
      const urls = await up(dir, note);
      say(`DATABASE_URL=${urls.write}`);
      say(`DATABASE_READ_URL=${urls.read}`);
      return 0;
    }
    case 'down':
      await down(dir, note);
      return 0;
    case 'status': {
      const { members, haproxyUp, etcdUp } = await status(dir);
      say(`etcd members running: ${etcdUp}/3; haproxy: ${haproxyUp ? 'running' : 'stopped'}`);
      const width = [6, 13, 10, 9, 10, 11, 11];
      const row = (cells: (string | number)[]) => say(cells.map((cell, i) => String(cell).padEnd(width[i]!)).join(' ').trimEnd());
      row(['member', 'role', 'state', 'timeline', 'lag', 'patroni pid', 'postmaster']);
      for (const m of members) row([m.name, m.role, m.state, m.timeline ?? '', lag(m.lag), m.patroniPid ?? '—', m.postmasterPid ?? '—']);
      const primary = members.find((m) => m.role === 'leader');
      const standby = members.find((m) => m.role === 'sync_standby');
      say(`primary: ${primary?.name ?? 'none'}; synchronous standby: ${standby?.name ?? 'none (commits wait: synchronous_mode_strict)'}`);
      return primary && standby ? 0 : 1;
    }
    case 'kill-primary': {
      const killed = await killPrimary(dir);
      say(`kill -9 ${killed.pid}: the postmaster of ${killed.name}, the primary`);
      return 0;
    }
    default:
      note('usage: npm run ha -- up|down|status|kill-primary [--dir DIR]');
      return 2;
  }
}

main().then((code) => process.exit(code), (error: unknown) => {
  note(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
