import { WALLET } from '@fre/domain';
import { registerUser } from './api-client.ts';
import { adjustBalance, type Admin } from './money-helpers.ts';
import type { TestApp } from './test-app.ts';
import { linkWallet } from './wallet-helpers.ts';

/** A user ready to withdraw: verified wallet, approved KYC, a balance, past the wallet-change delay. */
export async function withdrawalReadyUser(t: TestApp, admin: Admin, balanceFre: number, options: { kyc?: boolean; wallet?: boolean; ageWallet?: boolean } = {}) {
  const p = await registerUser(t.baseUrl, t.sent);
  if (options.wallet !== false) {
    await linkWallet(t, p.client);
    if (options.ageWallet !== false) await t.db.query('UPDATE users SET wallet_changed_at = wallet_changed_at - $2::interval WHERE id = $1', [p.user.id, `${WALLET.withdrawalLockAfterChangeMs + 1000} milliseconds`]);
  }
  if (options.kyc !== false) await t.db.query("UPDATE users SET kyc_status = 'approved' WHERE id = $1", [p.user.id]);
  if (balanceFre > 0) await adjustBalance(admin, p.user.id, balanceFre);
  return p;
}
