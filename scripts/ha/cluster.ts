/** What Patroni says about the cluster (its REST API's GET /cluster), asked of any node that answers. */
import type { Layout } from './layout.ts';

export interface Member {
  name: string;
  /** leader, sync_standby or replica (Patroni 3.0). */
  role: string;
  /** running, streaming, starting, stopped, crashed… */
  state: string;
  host: string;
  port: number;
  timeline?: number;
  /** Bytes of WAL behind the leader ('unknown' while Patroni cannot tell). */
  lag?: number | string;
}

async function getJson(url: string, timeoutMs = 1_000): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** The members as the first node that answers sees them; [] when none answers. */
export async function clusterMembers(layout: Layout): Promise<Member[]> {
  for (const node of layout.nodes) {
    try {
      const cluster = (await getJson(`http://127.0.0.1:${node.restPort}/cluster`)) as { members?: Member[] };
      if (cluster.members) return cluster.members;
    } catch {
      // that node's Patroni is down: ask the next
    }
  }
  return [];
}

const isUp = (member: Member) => member.state === 'running' || member.state === 'streaming';

/** A primary and two replicas running, one of them the synchronous standby. */
export function isComplete(members: Member[]): boolean {
  const up = members.filter(isUp);
  return up.length === 3 && up.filter((m) => m.role === 'leader').length === 1 && up.some((m) => m.role === 'sync_standby');
}

export const leaderOf = (members: Member[]) => members.find((member) => member.role === 'leader' && isUp(member)) ?? null;
