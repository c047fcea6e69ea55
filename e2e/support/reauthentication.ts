import type { APIRequestContext } from '@playwright/test';

/**
 * Re-authenticates the session of `request` (POST /api/me/reauth, decision 039): adding a second
 * factor, linking a wallet or exporting the data needs it. The password, and a current app code
 * (`otp`) when the account has two-step sign-in on. It lasts 10 minutes of the server's clock: a
 * journey that moves the clock further re-authenticates again before the next such action.
 */
export async function reauthenticate(request: APIRequestContext, password: string, otp?: string): Promise<void> {
  const response = await request.post('/api/me/reauth', { data: { password, otp } });
  if (response.status() !== 204) throw new Error(`re-authentication refused: ${response.status()} ${await response.text()}`);
}
