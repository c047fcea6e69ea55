import type { WalletInfo } from '@tonconnect/sdk';

/** A wallet the player can pick in our list (wallet-picker), from the TON Connect wallets list. */
export interface WalletChoice {
  appName: string;
  name: string;
  imageUrl: string;
  /** Its browser extension, or the wallet's own browser, is on this page: it connects in place. */
  injected: boolean;
  /** The key of its JavaScript bridge on `window`, when it is injected. */
  jsBridgeKey?: string;
  /** Its app, reached through its universal link and HTTP bridge. */
  universalLink?: string;
  bridgeUrl?: string;
}

/**
 * The wallets one can connect from this page, injected ones first (the player is inside the
 * wallet's browser or has its extension): a wallet known only as an extension that is not installed
 * here cannot be reached, so it is left out.
 */
export function walletChoices(wallets: WalletInfo[]): WalletChoice[] {
  const choices: WalletChoice[] = [];
  for (const wallet of wallets) {
    const injected = 'injected' in wallet && wallet.injected && 'jsBridgeKey' in wallet;
    const remote = 'universalLink' in wallet && 'bridgeUrl' in wallet;
    if (!injected && !remote) continue;
    choices.push({
      appName: wallet.appName,
      name: wallet.name,
      imageUrl: wallet.imageUrl,
      injected,
      ...(injected ? { jsBridgeKey: wallet.jsBridgeKey } : {}),
      ...(remote ? { universalLink: wallet.universalLink, bridgeUrl: wallet.bridgeUrl } : {}),
    });
  }
  return choices.sort((a, b) => Number(b.injected) - Number(a.injected));
}
