/**
 * The name Telegram gives its user in `initData` (`user.first_name`, else the username), to ask
 * "sign in as …?" before anything is sent; null when the data names nobody readable.
 */
export function telegramUserName(initData: string): string | null {
  try {
    const user = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null') as { first_name?: unknown; username?: unknown } | null;
    const name = [user?.first_name, user?.username].find((value): value is string => typeof value === 'string' && value.trim() !== '');
    return name?.trim() ?? null;
  } catch {
    return null;
  }
}
