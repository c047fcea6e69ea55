import type { AbuseClusterDetail, AbuseClusterMember } from '../../types.ts';

/** A cluster detail as the API answers it, for the tests. */
export const clusterId = '3f0b6f5e-5c57-4c25-9a3b-1b7f2f0c9a01';

export const clusterMember = (id: string, overrides: Partial<AbuseClusterMember> = {}): AbuseClusterMember => ({
  id,
  nickname: id,
  email: `${id}@example.test`,
  role: 'member',
  referredBy: { id: 'boss', nickname: 'boss' },
  signedUpAt: '2026-03-01T10:00:00Z',
  verifiedAfterSeconds: 40,
  firstMiningAfterSeconds: 65,
  sessions: 3,
  otherActivity: false,
  score: 82,
  flagged: true,
  traits: ['network_burst', 'quick_start'],
  referralCreditFrozen: false,
  miningFrozen: false,
  banned: false,
  ...overrides,
});

export const clusterDetail = (overrides: Partial<AbuseClusterDetail['cluster']> = {}): AbuseClusterDetail => ({
  cluster: {
    id: clusterId,
    kind: 'referral_tree',
    score: 82,
    status: 'open',
    memberCount: 4,
    flaggedCount: 3,
    referrer: { id: 'boss', nickname: 'boss' },
    reasons: [
      { code: 'network_burst', params: { count: 3, minutes: 40 } },
      { code: 'referred_by', params: { count: 3, total: 3, referrer: 'boss' } },
    ],
    measures: { referralsFrozen: false, miningFrozen: false, banned: false },
    firstSignUpAt: '2026-03-01T10:00:00Z',
    lastSignUpAt: '2026-03-01T10:40:00Z',
    detectedAt: '2026-03-01T11:00:00Z',
    ...overrides,
  },
  members: [
    clusterMember('boss', { role: 'referrer', referredBy: null, score: 40, flagged: false, traits: [], otherActivity: true }),
    clusterMember('ant'),
    clusterMember('bee'),
    clusterMember('cat', { referredBy: { id: 'stranger', nickname: 'stranger' } }),
  ],
  sharedSignals: [{ kind: 'network', fingerprint: 'a1b2c3d4', count: 3 }],
  history: [],
});
