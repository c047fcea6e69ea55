/**
 * The three faults bench:failover injects into the primary of scripts/ha's topology, and what puts
 * the topology back together after each (the old primary rejoins as a replica).
 */
import { spawn } from 'node:child_process';
import { clusterMembers, leaderOf } from '../../scripts/ha/cluster.ts';
import { layoutOf, type NodeName } from '../../scripts/ha/layout.ts';
import { killPrimary, startPatroni, stopPatroni, switchoverArgs } from '../../scripts/ha/topology.ts';

export const FAULTS = ['kill-postmaster', 'stop-patroni', 'switchover'] as const;
export type Fault = (typeof FAULTS)[number];

export const FAULT_LABELS: Record<Fault, string> = {
  'kill-postmaster': "kill -9 of the primary's postmaster",
  'stop-patroni': "stop of the primary's Patroni (SIGTERM)",
  switchover: 'planned switchover (patronictl switchover)',
};

export interface Injected {
  /** The primary the fault hit. */
  primary: string;
  /** Done once the fault is fully injected (a switchover's patronictl has returned). */
  done: Promise<void>;
  /** Puts the node back (a stopped Patroni started again); nothing for the others. */
  repair(): Promise<void>;
}

function patronictl(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/patronictl', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`patronictl ${args.join(' ')} exited ${code}: ${output}`))));
  });
}

export async function inject(fault: Fault, dir: string): Promise<Injected> {
  const members = await clusterMembers(layoutOf(dir));
  const leader = leaderOf(members);
  if (!leader) throw new Error('no primary to fault');
  const primary = leader.name as NodeName;
  switch (fault) {
    case 'kill-postmaster':
      await killPrimary(dir);
      return { primary, done: Promise.resolve(), repair: async () => undefined };
    case 'stop-patroni': {
      const done = stopPatroni(dir, primary);
      return { primary, done, repair: async () => { await done; await startPatroni(dir, primary); } };
    }
    case 'switchover': {
      const candidate = members.find((m) => m.role === 'sync_standby')?.name;
      return { primary, done: patronictl(switchoverArgs(dir, primary, candidate)), repair: async () => undefined };
    }
  }
}
