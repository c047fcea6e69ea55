/**
 * A population for bench/abuse.ts: organic players with the overlaps real ones have (a household
 * on one home prefix, a mobile carrier's NAT in front of thousands, friends referring friends,
 * people who verify in a minute, people who only ever mine) and farms of scripted accounts made in
 * four ways a farmer would. Seeded: every run draws the same people.
 */

export interface BenchAccount {
  i: number;
  /** 'organic', 'owner' (a farmer's own account) or the farm's style. */
  kind: 'organic' | 'owner' | FarmStyle;
  farm: number | null;
  referrer: number | null;
  signUpAt: number;
  verifiedAt: number | null;
  firstMiningAt: number | null;
  signUpNetwork: string;
  /** Networks of later sign-ins (home and mobile for a person, the proxy pool for a farm). */
  signInNetworks: string[];
  userAgent: string;
  device: string | null;
  sessionStarts: number[];
  otherActivity: boolean;
}

export type FarmStyle = 'naive' | 'proxied' | 'humanised' | 'sequential';
export const FARM_STYLES: FarmStyle[] = ['naive', 'proxied', 'humanised', 'sequential'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** mulberry32: small, fast, good enough to draw a population. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: T[]) => items[int(items.length)]!;
  /** Zipf-like: low indexes far more likely, as with popular phones or big ISPs. */
  const skewed = (n: number) => Math.min(n - 1, Math.floor(n * next() ** 2.2));
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const logNormal = (median: number, spread: number) => median * Math.exp(spread * normal());
  return { next, int, pick, skewed, normal, logNormal };
}

/** Sign-ups follow the day: few at night, most at lunch and in the evening (UTC+1 players). */
function timeOfDay(r: ReturnType<typeof random>): number {
  const hours = [1, 0.5, 0.3, 0.2, 0.3, 0.6, 1.5, 3, 4, 4, 4, 5, 7, 6, 4, 4, 5, 6, 7, 9, 10, 9, 6, 3];
  const total = hours.reduce((a, b) => a + b, 0);
  let x = r.next() * total;
  for (let h = 0; h < 24; h += 1) {
    x -= hours[h]!;
    if (x <= 0) return h * HOUR + r.int(HOUR);
  }
  return 12 * HOUR;
}

export interface PopulationOptions {
  organic: number;
  farms: number;
  days: number;
  now: number;
  seed?: number;
}

export function generatePopulation(options: PopulationOptions): BenchAccount[] {
  const r = random(options.seed ?? 19);
  const start = options.now - options.days * DAY;
  const accounts: BenchAccount[] = [];
  const ispPrefixes = Array.from({ length: 600 }, (_, i) => `isp-${i}`);
  const carrierPrefixes = Array.from({ length: 6 }, (_, i) => `carrier-nat-${i}`);
  const agents = Array.from({ length: 60 }, (_, i) => `phone-browser-${i}`);

  function sessions(signUp: number, firstMining: number | null, habitHour: number, jitterMinutes: number, dailyChance: number): number[] {
    if (firstMining === null) return [];
    const starts = [firstMining];
    for (let day = Math.floor((firstMining - start) / DAY) + 1; start + day * DAY < options.now - HOUR; day += 1) {
      if (r.next() > dailyChance) continue;
      const at = start + day * DAY + habitHour * HOUR + r.normal() * jitterMinutes * MINUTE;
      if (at > firstMining + DAY && at < options.now) starts.push(at);
    }
    return starts.filter((at) => at >= signUp);
  }

  // Organic players, in sign-up order: each may be referred by someone who joined before.
  const referralWeight: number[] = [];
  for (let i = 0; i < options.organic; i += 1) {
    const signUpAt = start + Math.floor((i / options.organic) * options.days) * DAY + timeOfDay(r);
    const earlier = accounts.length;
    // Preferential attachment: people with referrals already bring more (an enthusiast, a streamer).
    let referrer: number | null = null;
    if (earlier > 20 && r.next() < 0.55) {
      const total = referralWeight.reduce((a, b) => a + b, 0);
      let x = r.next() * total;
      for (let j = 0; j < earlier; j += 1) {
        x -= referralWeight[j]!;
        if (x <= 0) {
          referrer = j;
          break;
        }
      }
    }
    const host = referrer !== null ? accounts[referrer]! : null;
    // A friend at home signs up on the host's network a fifth of the time; else home broadband or mobile.
    const sameHome = host !== null && r.next() < 0.2;
    const home = sameHome ? host.signInNetworks[0]! : ispPrefixes[r.skewed(ispPrefixes.length)]!;
    const mobile = carrierPrefixes[r.skewed(carrierPrefixes.length)]!;
    const onMobile = !sameHome && r.next() < 0.4;
    const verifyAfter = r.next() < 0.93 ? Math.max(15_000, r.logNormal(3 * MINUTE, 1.3)) : null;
    const miningAfter = verifyAfter !== null && r.next() < 0.9 ? Math.max(5_000, r.logNormal(2 * MINUTE, 1.4)) : null;
    const verifiedAt = verifyAfter === null ? null : signUpAt + verifyAfter;
    const firstMiningAt = miningAfter === null ? null : verifiedAt! + miningAfter;
    accounts.push({
      i: accounts.length, kind: 'organic', farm: null, referrer, signUpAt, verifiedAt, firstMiningAt,
      signUpNetwork: onMobile ? mobile : home,
      signInNetworks: [home, mobile],
      userAgent: agents[r.skewed(agents.length)]!,
      // A shared family phone: the host's browser, cookie and all.
      device: sameHome && r.next() < 0.25 ? host.device : `device-${accounts.length}`,
      sessionStarts: sessions(signUpAt, firstMiningAt, 6 + r.next() * 17, 20 + r.next() * 60, 0.2 + r.next() * 0.75),
      otherActivity: r.next() < 0.6,
    });
    referralWeight.push(1);
    if (referrer !== null) referralWeight[referrer]! += 1;
  }

  // Farms: an owner (a real-looking account) and 20–50 scripted referrals, in one of four styles.
  for (let f = 0; f < options.farms; f += 1) {
    const style = FARM_STYLES[f % FARM_STYLES.length]!;
    const size = 20 + r.int(31);
    const ownerHome = `farm-home-${f}`;
    const ownerSignUp = start + r.int(10) * DAY + timeOfDay(r);
    const owner: BenchAccount = {
      i: accounts.length, kind: 'owner', farm: f, referrer: null, signUpAt: ownerSignUp, verifiedAt: ownerSignUp + 4 * MINUTE,
      firstMiningAt: ownerSignUp + 6 * MINUTE, signUpNetwork: ownerHome, signInNetworks: [ownerHome], userAgent: agents[r.int(agents.length)]!,
      device: `owner-device-${f}`, sessionStarts: sessions(ownerSignUp, ownerSignUp + 6 * MINUTE, 8, 30, 0.9), otherActivity: true,
    };
    accounts.push(owner);
    const proxies = Array.from({ length: 3 + r.int(6) }, (_, k) => `proxy-${f}-${k}`);
    const farmAgents = Array.from({ length: 5 }, () => agents[r.int(agents.length)]!);
    const begin = ownerSignUp + (1 + r.int(15)) * DAY + timeOfDay(r);
    const cronHour = r.int(24);
    for (let k = 0; k < size; k += 1) {
      let signUpAt: number;
      let network: string;
      let agent: string;
      let device: string | null = null;
      let verifyAfter: number;
      let miningAfter: number;
      let starts: (signUp: number, firstMining: number) => number[];
      let otherActivity = false;
      const daily = (firstMining: number, hour: number, jitter: () => number, chance = 0.95) => {
        const out = [firstMining];
        for (let day = Math.floor((firstMining - start) / DAY) + 1; start + day * DAY < options.now - HOUR; day += 1) {
          if (r.next() > chance) continue;
          const at = start + day * DAY + hour * HOUR + jitter();
          if (at > firstMining + DAY && at < options.now) out.push(at);
        }
        return out;
      };
      switch (style) {
        case 'naive': // one script, one connection, one cookie jar, one cron
          signUpAt = begin + k * (60_000 + r.int(120_000));
          network = ownerHome;
          agent = farmAgents[0]!;
          device = `jar-${f}`;
          verifyAfter = 5_000 + r.int(20_000);
          miningAfter = 2_000 + r.int(5_000);
          starts = (_s, first) => daily(first, cronHour, () => r.int(90_000));
          break;
        case 'proxied': // a proxy pool, a few user-agents, no cookie kept, sign-ups over days, one cron
          signUpAt = begin + r.int(5 * DAY);
          network = r.pick(proxies);
          agent = r.pick(farmAgents);
          verifyAfter = 30_000 + r.int(60_000);
          miningAfter = 5_000 + r.int(30_000);
          starts = (_s, first) => daily(first, cronHour, () => r.int(4 * MINUTE));
          break;
        case 'humanised': // a phone farm: real phones on one or two lines, slow sign-ups, delays, jittered starts, some play
          signUpAt = begin + r.int(14 * DAY);
          network = r.pick(proxies.slice(0, 2));
          agent = agents[r.int(agents.length)]!;
          verifyAfter = 3 * MINUTE + r.int(27 * MINUTE);
          miningAfter = MINUTE + r.int(10 * MINUTE);
          starts = (_s, first) => daily(first, cronHour, () => r.normal() * 10 * MINUTE, 0.85);
          otherActivity = r.next() < 0.3;
          break;
        case 'sequential': // one machine works through its accounts one after another all day
          signUpAt = begin + k * (90_000 + r.int(60_000));
          network = ownerHome;
          agent = farmAgents[0]!;
          verifyAfter = 5_000 + r.int(10_000);
          miningAfter = 1_000 + r.int(3_000);
          starts = (_s, first) => daily(first, (k * 25) / 60 % 24, () => r.int(2 * MINUTE));
          break;
      }
      if (signUpAt > options.now - 2 * DAY) signUpAt = options.now - 2 * DAY - r.int(DAY);
      const verifiedAt = signUpAt + verifyAfter;
      const firstMiningAt = verifiedAt + miningAfter;
      accounts.push({
        i: accounts.length, kind: style, farm: f, referrer: owner.i, signUpAt, verifiedAt, firstMiningAt,
        signUpNetwork: network, signInNetworks: style === 'proxied' ? [r.pick(proxies)] : [network], userAgent: agent, device,
        sessionStarts: starts(signUpAt, firstMiningAt), otherActivity,
      });
    }
  }
  return accounts;
}
