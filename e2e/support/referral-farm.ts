import type { APIRequest, APIRequestContext } from '@playwright/test';
import { ABUSE_DETECTION } from '@fre/domain';
import { readyPlayer } from './ready.ts';
import { expect } from './test.ts';

/**
 * A small referral farm, for a back-office page about one: a referrer and as many accounts as a tree
 * needs to be examined, joined through its code within a minute and each mining at once, each from
 * its own cookies as separate browsers would. Returns the referrer's id.
 */
export async function seedReferralFarm(request: APIRequest, baseURL: string | undefined, prefix: string): Promise<string> {
  const owner = await request.newContext({ baseURL });
  try {
    const referrer = await readyPlayer(owner, { prefix });
    const { user } = (await (await owner.get('/api/me')).json()) as { user: { referralCode: string } };
    for (let index = 0; index < ABUSE_DETECTION.treeMinReferrals; index += 1) {
      const member = await request.newContext({ baseURL });
      try {
        await readyPlayer(member, { prefix: `${prefix}m` });
        const joined = await member.post('/api/referrals/join', { data: { code: user.referralCode } });
        expect(joined.ok(), await joined.text()).toBe(true);
        const started = await member.post('/api/mining/start');
        expect(started.ok(), await started.text()).toBe(true);
      } finally {
        await member.dispose();
      }
    }
    return referrer.id;
  } finally {
    await owner.dispose();
  }
}

/** The farm's cluster, found by an analysis run now by the operator signed in and unlocked on `request`. */
export async function farmClusterId(request: APIRequestContext, referrerId: string): Promise<string> {
  expect((await request.post('/api/admin/abuse/run')).ok()).toBe(true);
  const { items: clusters } = (await (await request.get('/api/admin/abuse/clusters?status=all&limit=100')).json()) as { items: { id: string; referrer: { id: string } | null }[] };
  const cluster = clusters.find((candidate) => candidate.referrer?.id === referrerId);
  expect(cluster, 'the seeded referral farm is a cluster').toBeTruthy();
  return cluster!.id;
}
