import { describe, expect, it } from 'vitest';
import { ABUSE_DETECTION } from '@fre/domain';
import { detectClusters, type AccountSignals, type ReferrerSignals } from './detect-clusters.ts';

const T0 = Date.parse('2026-11-01T08:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let next = 0;
function account(overrides: Partial<AccountSignals> & { at: number }): AccountSignals {
  next += 1;
  const signUpAt = new Date(overrides.at);
  const network = overrides.signUpNetwork ?? `net-${next}`;
  return {
    userId: `user-${next}`,
    referrerId: null,
    signUpAt,
    verifiedAt: new Date(overrides.at + 10 * MINUTE),
    firstMiningAt: new Date(overrides.at + 30 * MINUTE),
    signUpNetwork: network,
    userAgent: `agent-${next}`,
    networks: [network],
    devices: [`device-${next}`],
    sessionStarts: [],
    sessionCount: 0,
    otherActivity: true,
    ...overrides,
  };
}

/** Daily session starts at `hour` plus a per-day offset. */
function daily(days: number, hour: number, jitter: (day: number) => number = () => 0): Date[] {
  return Array.from({ length: days }, (_, day) => new Date(T0 + (day + 1) * DAY + hour * HOUR + jitter(day)));
}

const referrer = (id: string, networks: string[] = [`home-${id}`], devices: string[] = []): [string, ReferrerSignals] => [id, { userId: id, nickname: `Nick${id}`, networks, devices }];

describe('detectClusters', () => {
  it('flags a scripted farm: one prefix, one burst, lockstep starts, nothing but mining — with its reasons in numbers', () => {
    const farm = Array.from({ length: 12 }, (_, i) => account({
      at: T0 + i * 3 * MINUTE, referrerId: 'boss', signUpNetwork: 'farm-net', networks: ['farm-net'], userAgent: 'script-agent', devices: [],
      verifiedAt: new Date(T0 + i * 3 * MINUTE + 20_000), firstMiningAt: new Date(T0 + i * 3 * MINUTE + 40_000),
      sessionStarts: daily(6, 9, () => 30_000 * (i % 4)), sessionCount: 7, otherActivity: false,
    }));
    const clusters = detectClusters(farm, new Map([referrer('boss')]));
    const tree = clusters.find((cluster) => cluster.kind === 'referral_tree')!;
    expect(tree.key).toBe('tree:boss');
    expect(tree.members.filter((member) => member.role === 'member' && member.score >= ABUSE_DETECTION.flagScore)).toHaveLength(12);
    expect(tree.members.find((member) => member.role === 'referrer')).toMatchObject({ userId: 'boss', score: 0 });
    expect(tree.reasons).toEqual(expect.arrayContaining([
      { code: 'network_burst', params: { count: 12, minutes: 33 } },
      { code: 'referred_by', params: { count: 12, total: 12, referrer: 'Nickboss' } },
      { code: 'lockstep', params: { count: 12, total: 12, minutes: ABUSE_DETECTION.lockstepMinutes } },
      { code: 'only_mining', params: { count: 12, total: 12 } },
      { code: 'quick_start', params: { count: 12, total: 12, seconds: ABUSE_DETECTION.quickStartSeconds } },
    ]));
    expect(tree.members[1]!.traits).toEqual(['lockstep', 'network_burst', 'only_mining', 'quick_start', 'shared_network', 'shared_user_agent']);
    // Every member is in the tree, so the burst is not listed a second time.
    expect(clusters.filter((cluster) => cluster.kind === 'network_burst')).toEqual([]);
  });

  it('flags a farm spread over proxies and days by its lockstep and its shared prefixes', () => {
    const prefixes = ['proxy-a', 'proxy-b', 'proxy-c', 'proxy-d'];
    const farm = Array.from({ length: 20 }, (_, i) => account({
      at: T0 + i * 5 * HOUR, referrerId: 'boss', signUpNetwork: prefixes[i % 4]!, networks: [prefixes[i % 4]!], devices: [],
      sessionStarts: daily(8, 21, (day) => ((i * 7 + day * 13) % 9) * 30_000), sessionCount: 8, otherActivity: false,
    }));
    const [tree] = detectClusters(farm, new Map([referrer('boss')]));
    expect(tree!.members.filter((member) => member.role === 'member' && member.score >= ABUSE_DETECTION.flagScore)).toHaveLength(20);
    expect(tree!.members[1]!.traits).toEqual(['lockstep', 'only_mining', 'shared_network']);
  });

  it('leaves friends alone: a household sharing a prefix, quick players, some who only mine', () => {
    const friends = Array.from({ length: 9 }, (_, i) => account({
      at: T0 + i * 2 * DAY + i * 37 * MINUTE, referrerId: 'host', signUpNetwork: i < 3 ? 'home-host' : `mobile-${i}`,
      networks: i < 3 ? ['home-host'] : [`mobile-${i}`], userAgent: i % 2 ? 'iphone-17' : `android-${i}`,
      verifiedAt: new Date(T0 + i * 2 * DAY + i * 37 * MINUTE + 40_000), firstMiningAt: new Date(T0 + i * 2 * DAY + i * 37 * MINUTE + 90_000),
      sessionStarts: daily(5, 7 + i * 1.7), sessionCount: 5, otherActivity: i % 3 !== 0,
    }));
    expect(detectClusters(friends, new Map([referrer('host')]))).toEqual([]);
  });

  it('leaves a carrier NAT alone: many strangers on one prefix, different referrers and habits', () => {
    const strangers = Array.from({ length: 40 }, (_, i) => account({
      at: T0 + i * 9 * MINUTE, referrerId: i % 5 ? `ref-${i}` : null, signUpNetwork: 'carrier-nat', networks: ['carrier-nat'],
      sessionStarts: daily(4, (i * 5) % 24), sessionCount: 4, otherActivity: i % 4 !== 0,
    }));
    const clusters = detectClusters(strangers, new Map());
    expect(clusters).toEqual([]);
  });

  it('names a burst of accounts without a referrer, and a browser behind many accounts', () => {
    const burst = Array.from({ length: 6 }, (_, i) => account({
      at: T0 + i * 4 * MINUTE, signUpNetwork: 'bot-net', networks: ['bot-net'], devices: ['one-browser'], otherActivity: false, sessionCount: 3,
    }));
    const clusters = detectClusters(burst, new Map());
    expect(clusters.map((cluster) => cluster.kind)).toEqual(['network_burst']);
    expect(clusters[0]!.reasons[0]).toEqual({ code: 'network_burst', params: { count: 6, minutes: 20 } });
    expect(clusters[0]!.members.every((member) => member.traits.includes('shared_device'))).toBe(true);
  });
});
