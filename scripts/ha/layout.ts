/**
 * Where each piece of the one-machine topology lives: three etcd members, three PostgreSQL 15
 * nodes under Patroni, one HAProxy (deploy/ha/README.md). Ports sit in a block of their own, away
 * from the benches' and the tests' servers.
 */
import path from 'node:path';

export const HOST = '127.0.0.1';
export const NODE_NAMES = ['pg1', 'pg2', 'pg3'] as const;
export const ETCD_NAMES = ['etcd1', 'etcd2', 'etcd3'] as const;
export type NodeName = (typeof NODE_NAMES)[number];

const BASE_PORT = Number(process.env.FRE_HA_BASE_PORT ?? 56_500);

export interface EtcdMember {
  name: string;
  dir: string;
  clientPort: number;
  peerPort: number;
}

export interface PatroniNode {
  name: NodeName;
  /** Owned by the postgres user: its config, pgpass, socket and data folder. */
  dir: string;
  dataDir: string;
  config: string;
  log: string;
  pgPort: number;
  restPort: number;
}

export interface Layout {
  dir: string;
  etcd: EtcdMember[];
  nodes: PatroniNode[];
  haproxy: { config: string; log: string; writePort: number; readPort: number };
  state: string;
  secrets: string;
}

export function layoutOf(dir: string): Layout {
  const root = path.resolve(dir);
  return {
    dir: root,
    etcd: ETCD_NAMES.map((name, i) => ({ name, dir: path.join(root, name), clientPort: BASE_PORT + 10 + i, peerPort: BASE_PORT + 20 + i })),
    nodes: NODE_NAMES.map((name, i) => {
      const nodeDir = path.join(root, name);
      return { name, dir: nodeDir, dataDir: path.join(nodeDir, 'data'), config: path.join(nodeDir, 'patroni.yml'), log: path.join(nodeDir, 'patroni.log'), pgPort: BASE_PORT + 30 + i, restPort: BASE_PORT + 40 + i };
    }),
    haproxy: { config: path.join(root, 'haproxy.cfg'), log: path.join(root, 'haproxy.log'), writePort: BASE_PORT + 50, readPort: BASE_PORT + 51 },
    state: path.join(root, 'state.json'),
    secrets: path.join(root, 'secrets.json'),
  };
}
