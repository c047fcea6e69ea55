import type { TonConnect } from '@tonconnect/sdk';
import type { ClientConfig } from '../client-config.ts';

type Instance = typeof import('./ton-connect-instance.ts');

let loading: Promise<Instance> | null = null;
let loaded: Instance | null = null;

/** Fetches the TON Connect chunk once. */
export function loadTonConnectModule(): Promise<Instance> {
  loading ??= import('./ton-connect-instance.ts').then((module) => (loaded = module));
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * The chunk once it is here: a wallet's link must open within the player's tap, with no wait for
 * an import in between (a browser refuses the window otherwise).
 */
export const loadedTonConnect = (): Instance | null => loaded;

/** The connector, its previous connection restored (see ton-connect-instance.ts). */
export async function loadTonConnect(config: ClientConfig): Promise<TonConnect> {
  const { getConnector } = await loadTonConnectModule();
  return getConnector(config);
}

/** Sends a payment through the connected wallet (see ton-connect-instance.ts). */
export async function sendTonPayment(connector: TonConnect, request: import('./ton-connect-instance.ts').PaymentRequest, config: ClientConfig, onWalletLink: (link: string) => void) {
  const { sendPayment } = await loadTonConnectModule();
  return sendPayment(connector, request, config, onWalletLink);
}
