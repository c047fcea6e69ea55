import { describe, expect, it } from 'vitest';
import type { AbuseClusterMember } from '../../types.ts';
import { buildReferralTree, type ReferralTreeNode } from './build-referral-tree.ts';

const member = (id: string, referredBy: string | null, role: AbuseClusterMember['role'] = 'member'): AbuseClusterMember => ({
  id,
  nickname: id,
  email: `${id}@example.test`,
  role,
  referredBy: referredBy ? { id: referredBy, nickname: referredBy } : null,
  signedUpAt: '2026-03-01T10:00:00Z',
  verifiedAfterSeconds: 40,
  firstMiningAfterSeconds: 65,
  sessions: 3,
  otherActivity: false,
  score: 80,
  flagged: true,
  traits: [],
  referralCreditFrozen: false,
  miningFrozen: false,
  banned: false,
});

/** The tree as "nickname(children…)", outside people marked with a star. */
const shape = (node: ReferralTreeNode): string =>
  `${node.nickname}${node.member ? '' : '*'}${node.children.length ? `(${node.children.map(shape).join(' ')})` : ''}`;

describe('buildReferralTree', () => {
  it('puts the referrer first with the members they referred, nested by referredBy', () => {
    const tree = buildReferralTree(
      [member('boss', null, 'referrer'), member('a', 'boss'), member('b', 'boss'), member('c', 'a'), member('d', 'c')],
      { id: 'boss', nickname: 'boss' },
    );
    expect(tree.roots.map(shape)).toEqual(['boss(a(c(d)) b)']);
    expect(tree.roots[0]!.clusterReferrer).toBe(true);
    expect(tree.unreferred).toEqual([]);
  });

  it('groups members referred by someone outside the cluster under that person, largest group first', () => {
    const tree = buildReferralTree(
      [member('a', 'boss'), member('b', 'boss'), member('x', 'stranger'), member('y', 'other'), member('z', 'other'), member('w', 'other'), member('solo', null)],
      { id: 'boss', nickname: 'boss' },
    );
    // The cluster's referrer is not a member: still first, as an outside person.
    expect(tree.roots.map(shape)).toEqual(['boss*(a b)', 'other*(y z w)', 'stranger*(x)']);
    expect(tree.roots[0]!.clusterReferrer).toBe(true);
    expect(tree.unreferred.map((m) => m.id)).toEqual(['solo']);
  });

  it('shows members referred by nobody who referred others as their own branch', () => {
    const tree = buildReferralTree([member('a', null), member('b', 'a'), member('c', null)], null);
    expect(tree.roots.map(shape)).toEqual(['a(b)']);
    expect(tree.unreferred.map((m) => m.id)).toEqual(['c']);
  });

  it('places every member exactly once, even when referrals loop', () => {
    const members = [member('a', 'b'), member('b', 'a'), member('c', 'a')];
    const tree = buildReferralTree(members, null);
    const ids = (node: ReferralTreeNode): string[] => [...(node.member ? [node.id] : []), ...node.children.flatMap(ids)];
    expect(tree.roots.flatMap(ids).sort()).toEqual(['a', 'b', 'c']);
  });
});
