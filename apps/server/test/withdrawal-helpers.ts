import { registerUser } from './api-client.ts';
import { endWithdrawalHold } from './credential-helpers.ts';
import { adjustBalance, type Admin } from './money-helpers.ts';
import type { TestApp } from './test-app.ts';
import { linkWallet } from './wallet-helpers.ts';

/** A user ready to withdraw: verified wallet, approved KYC, a balance, past the hold its wallet's link started. */
export async function withdrawalReadyUser(t: TestApp, admin: Admin, balanceFre: number, options: { kyc?: boolean; wallet?: boolean; ageWallet?: boolean } = {}) {
  const p = await registerUser(t.baseUrl, t.sent);
  if (options.wallet !== false) {
    await linkWallet(t, p.client);
    if (options.ageWallet !== false) await endWithdrawalHold(t, p.user.id);
  }
  if (options.kyc !== false) await t.db.query("UPDATE users SET kyc_status = 'approved' WHERE id = $1", [p.user.id]);
  if (balanceFre > 0) await adjustBalance(admin, p.user.id, balanceFre);
  return p;
}
