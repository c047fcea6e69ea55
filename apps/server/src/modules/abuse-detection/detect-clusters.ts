import { ABUSE_DETECTION, type AbuseClusterKind, type AbuseReason, type AbuseTrait } from '@fre/domain';

/** One recent sign-up with what is known of it (keyed hashes only, decision 020). */
export interface AccountSignals {
  userId: string;
  referrerId: string | null;
  signUpAt: Date;
  verifiedAt: Date | null;
  firstMiningAt: Date | null;
  signUpNetwork: string;
  userAgent: string | null;
  /** Every network and device id seen at its sign-up and sign-ins. */
  networks: string[];
  devices: string[];
  /** The latest session starts (at most ABUSE_DETECTION.lockstepSessions) and the number of sessions. */
  sessionStarts: Date[];
  sessionCount: number;
  /** Anything besides mining: a game, a purchase, a bonus code, a ticket, a wallet, a withdrawal. */
  otherActivity: boolean;
}

/** A referrer's own signals, which their referrals may share. */
export interface ReferrerSignals {
  userId: string;
  nickname: string;
  networks: string[];
  devices: string[];
}

export interface DetectedMember {
  userId: string;
  role: 'referrer' | 'member';
  score: number;
  traits: AbuseTrait[];
}

export interface DetectedCluster {
  key: string;
  kind: AbuseClusterKind;
  score: number;
  reasons: AbuseReason[];
  referrerId: string | null;
  members: DetectedMember[];
  firstSignUpAt: Date;
  lastSignUpAt: Date;
}

/**
 * How much each trait weighs. Alone, none reaches ABUSE_DETECTION.flagScore: a household shares a
 * network, a quick player verifies in a minute, many players only ever mine. A script shows
 * several at once. Chosen on bench/abuse.ts's population (decision 022).
 */
export const TRAIT_POINTS: Record<AbuseTrait, number> = {
  network_burst: 20,
  shared_network: 15,
  shared_device: 30,
  shared_user_agent: 10,
  lockstep: 35,
  only_mining: 15,
  quick_start: 10,
};

const MINUTE = 60_000;

/** Accounts that signed up from one network prefix at least burstMinAccounts times within burstWindowMinutes. */
function findBursts(accounts: AccountSignals[]): AccountSignals[][] {
  const byNetwork = groupBy(accounts, (account) => account.signUpNetwork);
  const windowMs = ABUSE_DETECTION.burstWindowMinutes * MINUTE;
  const bursts: AccountSignals[][] = [];
  for (const group of byNetwork.values()) {
    if (group.length < ABUSE_DETECTION.burstMinAccounts) continue;
    const sorted = [...group].sort((a, b) => a.signUpAt.getTime() - b.signUpAt.getTime());
    const inBurst = new Set<number>();
    let end = 0;
    for (let start = 0; start < sorted.length; start += 1) {
      end = Math.max(end, start);
      while (end + 1 < sorted.length && sorted[end + 1]!.signUpAt.getTime() - sorted[start]!.signUpAt.getTime() <= windowMs) end += 1;
      if (end - start + 1 >= ABUSE_DETECTION.burstMinAccounts) for (let i = start; i <= end; i += 1) inBurst.add(i);
    }
    // Consecutive burst members closer than a window apart are one burst.
    let current: AccountSignals[] = [];
    for (let i = 0; i < sorted.length; i += 1) {
      if (!inBurst.has(i)) continue;
      const previous = current[current.length - 1];
      if (previous && sorted[i]!.signUpAt.getTime() - previous.signUpAt.getTime() > windowMs) {
        bursts.push(current);
        current = [];
      }
      current.push(sorted[i]!);
    }
    if (current.length) bursts.push(current);
  }
  return bursts;
}

/** Accounts that start their sessions together with at least lockstepMinPeers others of the group, most of the time. */
function findLockstep(group: AccountSignals[]): Set<string> {
  const lockstep = new Set<string>();
  if (group.length <= ABUSE_DETECTION.lockstepMinPeers) return lockstep;
  const windowMs = ABUSE_DETECTION.lockstepMinutes * MINUTE;
  const starts = group.flatMap((account) => account.sessionStarts.map((at) => ({ userId: account.userId, at: at.getTime() }))).sort((a, b) => a.at - b.at);
  for (const account of group) {
    if (account.sessionStarts.length < 2) continue;
    let together = 0;
    for (const own of account.sessionStarts) {
      const at = own.getTime();
      const peers = new Set<string>();
      for (let i = lowerBound(starts, at - windowMs); i < starts.length && starts[i]!.at <= at + windowMs; i += 1) {
        if (starts[i]!.userId !== account.userId) peers.add(starts[i]!.userId);
      }
      if (peers.size >= ABUSE_DETECTION.lockstepMinPeers) together += 1;
    }
    if (together / account.sessionStarts.length >= ABUSE_DETECTION.lockstepMinShare) lockstep.add(account.userId);
  }
  return lockstep;
}

function lowerBound(sorted: { at: number }[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.at < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The user-agent at least half of the group shares, when the group is big enough to say so. */
function dominantUserAgent(group: AccountSignals[]): string | null {
  if (group.length < ABUSE_DETECTION.lockstepMinPeers + 1) return null;
  const counts = countBy(group.map((account) => account.userAgent).filter((agent): agent is string => agent !== null));
  for (const [agent, count] of counts) if (count >= 2 && count * 2 >= group.length) return agent;
  return null;
}

function isQuickStart(account: AccountSignals): boolean {
  return account.verifiedAt !== null && account.firstMiningAt !== null
    && account.firstMiningAt.getTime() - account.signUpAt.getTime() <= ABUSE_DETECTION.quickStartSeconds * 1000;
}

function onlyMines(account: AccountSignals): boolean {
  return account.sessionCount >= ABUSE_DETECTION.onlyMiningMinSessions && !account.otherActivity;
}

/**
 * Groups recent sign-ups into referral trees, network bursts and shared devices, gives each account
 * the traits it shows within its groups, scores it, and keeps the clusters where at least one
 * account reaches the flag score, with their reasons in numbers. A pure function of its input, so
 * the job, its tests and bench/abuse.ts run the same rules.
 */
export function detectClusters(accounts: AccountSignals[], referrers: Map<string, ReferrerSignals>): DetectedCluster[] {
  const traits = new Map<string, Set<AbuseTrait>>(accounts.map((account) => [account.userId, new Set()]));
  const add = (userId: string, trait: AbuseTrait) => traits.get(userId)?.add(trait);

  for (const account of accounts) {
    if (isQuickStart(account)) add(account.userId, 'quick_start');
    if (onlyMines(account)) add(account.userId, 'only_mining');
  }

  // Devices: one browser behind several accounts, the referrer's among them.
  const deviceOwners = new Map<string, Set<string>>();
  for (const account of accounts) for (const device of account.devices) (deviceOwners.get(device) ?? deviceOwners.set(device, new Set()).get(device)!).add(account.userId);
  for (const account of accounts) {
    const referrer = account.referrerId ? referrers.get(account.referrerId) : undefined;
    if (account.devices.some((device) => deviceOwners.get(device)!.size + (referrer?.devices.includes(device) ? 1 : 0) >= ABUSE_DETECTION.sharedDeviceMinAccounts)) add(account.userId, 'shared_device');
  }

  const bursts = findBursts(accounts);
  for (const burst of bursts) {
    for (const account of burst) add(account.userId, 'network_burst');
    markGroupTraits(burst, add);
  }

  const trees = [...groupBy(accounts.filter((account) => account.referrerId !== null), (account) => account.referrerId!).entries()]
    .filter(([, children]) => children.length >= ABUSE_DETECTION.treeMinReferrals);
  for (const [referrerId, children] of trees) {
    const referrer = referrers.get(referrerId);
    const networkCounts = countBy(children.flatMap((child) => [...new Set(child.networks)]));
    for (const child of children) {
      const sharesWithSibling = child.networks.some((network) => (networkCounts.get(network) ?? 0) > 1);
      if (sharesWithSibling || child.networks.some((network) => referrer?.networks.includes(network))) add(child.userId, 'shared_network');
    }
    markGroupTraits(children, add);
  }

  const scoreOf = (userId: string) => Math.min(100, [...(traits.get(userId) ?? [])].reduce((sum, trait) => sum + TRAIT_POINTS[trait], 0));
  const memberOf = (account: AccountSignals): DetectedMember => ({ userId: account.userId, role: 'member', score: scoreOf(account.userId), traits: [...traits.get(account.userId)!].sort() });

  const clusters: DetectedCluster[] = [];
  // Accounts already in a kept cluster: a burst or a device mostly inside one is not listed again.
  const covered = new Set<string>();
  for (const [referrerId, children] of trees) {
    const members = children.map(memberOf);
    if (!members.some((member) => member.score >= ABUSE_DETECTION.flagScore)) continue;
    for (const child of children) covered.add(child.userId);
    const referrerMember: DetectedMember = { userId: referrerId, role: 'referrer', score: 0, traits: [] };
    clusters.push(cluster('referral_tree', `tree:${referrerId}`, children, members, referrerId, referrers, [referrerMember]));
  }
  const uncovered = (group: AccountSignals[]) => group.filter((account) => !covered.has(account.userId)).length * 5 > group.length;
  for (const burst of bursts) {
    const members = burst.map(memberOf);
    if (!members.some((member) => member.score >= ABUSE_DETECTION.flagScore) || !uncovered(burst)) continue;
    clusters.push(cluster('network_burst', `burst:${burst[0]!.signUpNetwork}:${Math.floor(burst[0]!.signUpAt.getTime() / 1000)}`, burst, members, mainReferrer(burst), referrers));
    for (const account of burst) covered.add(account.userId);
  }
  for (const [device, owners] of deviceOwners) {
    const group = accounts.filter((account) => owners.has(account.userId));
    if (group.length < ABUSE_DETECTION.sharedDeviceMinAccounts || !uncovered(group)) continue;
    const members = group.map(memberOf);
    if (!members.some((member) => member.score >= ABUSE_DETECTION.flagScore)) continue;
    clusters.push(cluster('shared_device', `device:${device}`, group, members, mainReferrer(group), referrers));
  }
  return clusters.sort((a, b) => b.score - a.score);
}

/** Traits only a group can show: moving in lockstep, one user-agent for most. */
function markGroupTraits(group: AccountSignals[], add: (userId: string, trait: AbuseTrait) => void) {
  for (const userId of findLockstep(group)) add(userId, 'lockstep');
  const agent = dominantUserAgent(group);
  if (agent) for (const account of group) if (account.userAgent === agent) add(account.userId, 'shared_user_agent');
}

/** The referrer at least half of the group shares, if any. */
function mainReferrer(group: AccountSignals[]): string | null {
  const counts = countBy(group.map((account) => account.referrerId).filter((id): id is string => id !== null));
  for (const [referrerId, count] of counts) if (count * 2 >= group.length) return referrerId;
  return null;
}

function cluster(
  kind: AbuseClusterKind, key: string, group: AccountSignals[], members: DetectedMember[], referrerId: string | null,
  referrers: Map<string, ReferrerSignals>, extra: DetectedMember[] = [],
): DetectedCluster {
  const times = group.map((account) => account.signUpAt.getTime());
  const first = Math.min(...times);
  const last = Math.max(...times);
  const total = group.length;
  const withTrait = (trait: AbuseTrait) => members.filter((member) => member.traits.includes(trait)).length;
  const reasons: AbuseReason[] = [];
  if (kind === 'network_burst') reasons.push(burstReason(group));
  else {
    // Part of a wider cluster came in one burst: say so for the largest burst among its members.
    const inBursts = group.filter((account) => members.find((member) => member.userId === account.userId)?.traits.includes('network_burst'));
    const largest = [...groupBy(inBursts, (account) => account.signUpNetwork).values()].sort((a, b) => b.length - a.length)[0];
    if (largest && largest.length >= 2) reasons.push(burstReason(largest));
  }
  if (kind === 'shared_device') reasons.push({ code: 'shared_device', params: { count: total, total } });
  const referrer = referrerId ? referrers.get(referrerId) : undefined;
  if (referrerId) {
    const referred = group.filter((account) => account.referrerId === referrerId).length;
    reasons.push({ code: 'referred_by', params: { count: referred, total, referrer: referrer?.nickname ?? '?' } });
  }
  const sharedNetwork = kind === 'referral_tree' ? withTrait('shared_network') : 0;
  if (sharedNetwork) reasons.push({ code: 'shared_network', params: { count: sharedNetwork, total } });
  const sharedDevice = kind === 'shared_device' ? 0 : withTrait('shared_device');
  if (sharedDevice) reasons.push({ code: 'shared_device', params: { count: sharedDevice, total } });
  const lockstep = withTrait('lockstep');
  if (lockstep) reasons.push({ code: 'lockstep', params: { count: lockstep, total, minutes: ABUSE_DETECTION.lockstepMinutes } });
  const onlyMining = withTrait('only_mining');
  if (onlyMining) reasons.push({ code: 'only_mining', params: { count: onlyMining, total } });
  const quick = withTrait('quick_start');
  if (quick) reasons.push({ code: 'quick_start', params: { count: quick, total, seconds: ABUSE_DETECTION.quickStartSeconds } });
  const agent = withTrait('shared_user_agent');
  if (agent) reasons.push({ code: 'shared_user_agent', params: { count: agent, total } });
  const score = Math.round(members.reduce((sum, member) => sum + member.score, 0) / members.length);
  return { key, kind, score, reasons, referrerId, members: [...extra, ...members], firstSignUpAt: new Date(first), lastSignUpAt: new Date(last) };
}

/** "N accounts from one network prefix within M minutes". */
function burstReason(group: AccountSignals[]): AbuseReason {
  const times = group.map((account) => account.signUpAt.getTime());
  return { code: 'network_burst', params: { count: group.length, minutes: Math.max(1, Math.ceil((Math.max(...times) - Math.min(...times)) / MINUTE)) } };
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
