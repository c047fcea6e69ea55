/**
 * Telegram's own links: their parameters travel inside `startapp`, written the way TON Connect's
 * SDK writes them (its `encodeTelegramUrlParameters`), since t.me passes nothing else on.
 */
const isTelegramLink = (link: string) => {
  const url = new URL(link);
  return url.protocol === 'tg:' || url.hostname === 't.me';
};

const telegramParameters = (parameters: string) =>
  parameters.replaceAll('.', '%2E').replaceAll('-', '%2D').replaceAll('_', '%5F').replaceAll('&', '-').replaceAll('=', '__').replaceAll('%', '--');

/**
 * A wallet's link with where the wallet sends the player once they answered (`ret`, the TON Connect
 * return strategy): inside the Mini App its own link, so the wallet returns to Telegram (decision
 * 045); in a browser nothing, the protocol's default being "back" to the page that opened it.
 */
export function withReturn(link: string, returnUrl: string | null): string {
  if (!returnUrl) return link;
  const url = new URL(link);
  if (!isTelegramLink(link)) {
    url.searchParams.set('ret', returnUrl);
    return url.toString();
  }
  const startapp = url.searchParams.get('startapp') ?? 'tonconnect';
  url.searchParams.set('startapp', `${startapp}-${telegramParameters(`ret=${encodeURIComponent(returnUrl)}`)}`);
  return url.toString();
}

/**
 * The link that brings a connected wallet to the front to answer a request (a payment): its
 * universal link without a connect request; a Telegram wallet's as the direct link to its Mini App.
 */
export function walletFrontLink(universalLink: string): string {
  if (!isTelegramLink(universalLink)) return universalLink;
  const url = new URL(universalLink);
  if (url.searchParams.has('attach')) {
    url.searchParams.delete('attach');
    url.pathname += '/start';
  }
  if (!url.searchParams.has('startapp')) url.searchParams.set('startapp', 'tonconnect');
  return url.toString();
}
