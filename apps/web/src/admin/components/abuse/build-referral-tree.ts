import type { AbuseClusterMember } from '../../types.ts';

export interface ReferralTreeNode {
  id: string;
  nickname: string;
  /** The account's details; null for a referrer outside the cluster. */
  member: AbuseClusterMember | null;
  /** The referrer the cluster is about (its tree's owner or the referrer most members share). */
  clusterReferrer: boolean;
  children: ReferralTreeNode[];
}

export interface ReferralTree {
  roots: ReferralTreeNode[];
  /** Members referred by nobody who referred nobody in the cluster. */
  unreferred: AbuseClusterMember[];
}

const size = (node: ReferralTreeNode): number => node.children.reduce((total, child) => total + 1 + size(child), 0);

/**
 * Who referred whom among a cluster's members, from each member's referredBy: the cluster's
 * referrer first, then the members referred by someone outside the cluster grouped under that
 * person (largest groups first), and apart the members referred by nobody.
 */
export function buildReferralTree(members: AbuseClusterMember[], referrer: { id: string; nickname: string } | null): ReferralTree {
  const inCluster = new Set(members.map((member) => member.id));
  const referredBy = new Map<string, AbuseClusterMember[]>();
  for (const member of members) {
    if (!member.referredBy) continue;
    referredBy.set(member.referredBy.id, [...(referredBy.get(member.referredBy.id) ?? []), member]);
  }

  const placed = new Set<string>();
  const grow = (person: { id: string; nickname: string }, member: AbuseClusterMember | null): ReferralTreeNode => {
    placed.add(person.id);
    const children = (referredBy.get(person.id) ?? []).filter((child) => !placed.has(child.id));
    for (const child of children) placed.add(child.id);
    return {
      id: person.id,
      nickname: person.nickname,
      member,
      clusterReferrer: person.id === referrer?.id,
      children: children.map((child) => grow(child, child)),
    };
  };

  const head: ReferralTreeNode[] = [];
  if (referrer) {
    const member = members.find((candidate) => candidate.id === referrer.id) ?? null;
    if (member || referredBy.has(referrer.id)) head.push(grow(referrer, member));
  }
  const others: ReferralTreeNode[] = [];
  // Members referred by nobody, or by someone outside the cluster, start a branch.
  for (const member of members) {
    if (placed.has(member.id)) continue;
    if (!member.referredBy && referredBy.has(member.id)) others.push(grow(member, member));
  }
  for (const member of members) {
    const outside = member.referredBy;
    if (placed.has(member.id) || !outside || inCluster.has(outside.id) || placed.has(outside.id)) continue;
    others.push(grow(outside, null));
  }
  const unreferred = members.filter((member) => !placed.has(member.id) && !member.referredBy);
  for (const member of unreferred) placed.add(member.id);
  // Whatever is left refers in a loop: shown from its first member.
  for (const member of members) if (!placed.has(member.id)) others.push(grow(member, member));

  return { roots: [...head, ...others.sort((a, b) => size(b) - size(a))], unreferred };
}
