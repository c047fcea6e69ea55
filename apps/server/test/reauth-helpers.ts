/** Re-authentication as the web app asks for it (decision 039): before a session changes how the account is protected. */
import { ApiClient, STRONG_PASSWORD } from './api-client.ts';

/** POST /api/me/reauth with the password (and `otp` or `passkey` when the account has a second factor); throws unless 204. */
export async function reauthenticate(client: ApiClient, proof: Record<string, unknown> = {}): Promise<void> {
  const response = await client.post('/api/me/reauth', { password: STRONG_PASSWORD, ...proof });
  if (response.status !== 204) throw new Error(`re-authentication refused: ${JSON.stringify(response.body)}`);
}

/** The password reset a mailbox owner can do: the emailed link, then a new password (every session ends). */
export async function resetPassword(baseUrl: string, sent: { to: string; link: string }[], email: string, newPassword: string): Promise<void> {
  const guest = new ApiClient(baseUrl);
  const asked = await guest.post('/api/auth/password-reset', { email });
  if (asked.status !== 202) throw new Error(`reset refused: ${JSON.stringify(asked.body)}`);
  const mail = sent.filter((m) => m.to === email && m.link.includes('/reset-password?token=')).at(-1)!;
  const confirmed = await guest.post('/api/auth/password-reset/confirm', { token: new URL(mail.link).searchParams.get('token'), password: newPassword });
  if (confirmed.status !== 200) throw new Error(`reset confirm refused: ${JSON.stringify(confirmed.body)}`);
}

/** Links the Telegram account `initData` proves, as the app does it: in a re-authenticated session (decision 048); throws unless 200. */
export async function linkTelegram(client: ApiClient, initData: string, proof: Record<string, unknown> = {}): Promise<void> {
  await reauthenticate(client, proof);
  const linked = await client.post('/api/telegram/link', { initData });
  if (linked.status !== 200) throw new Error(`link failed: ${JSON.stringify(linked.body)}`);
}
