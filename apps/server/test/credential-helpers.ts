import type { TestApp } from './test-app.ts';

/**
 * Ends the hold on withdrawals that the account's last credential change started (decision 048),
 * as if that change had been made days ago: for tests about something else than the hold.
 */
export async function endWithdrawalHold(t: Pick<TestApp, 'db'>, userId: string): Promise<void> {
  await t.db.query('UPDATE users SET withdrawals_paused_until = NULL, withdrawals_paused_by = NULL WHERE id = $1', [userId]);
}
