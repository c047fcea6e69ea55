/**
 * The only module that imports TON Connect's SDK. It is reached through a dynamic import
 * (ton-connect-loader.ts) from the wallet and shop pages, so it never enters the landing or
 * dashboard first load. The wallet list, its dialog and its texts are ours (decision 082).
 */
import { TonConnect, UserRejectsError, isWalletInfoRemote, type Wallet } from '@tonconnect/sdk';
import type { ClientConfig } from '../client-config.ts';
import { openWallet, returnUrl } from './open-wallet.ts';
import { walletFrontLink, withReturn } from './return-link.ts';
import { walletChoices, type WalletChoice } from './wallet-choice.ts';

let instance: TonConnect | null = null;

/**
 * The TON Connect connector, configured from GET /api/client-config: our manifest and the wallets
 * list the server points at (a local copy in tests). Analytics are off: nothing about the player
 * is sent to third parties. Its first call restores the previous connection, if any.
 */
export async function getConnector(config: ClientConfig): Promise<TonConnect> {
  if (instance) return instance;
  instance = new TonConnect({
    manifestUrl: config.tonConnect.manifestUrl,
    ...(config.tonConnect.walletsListUrl ? { walletsListSource: config.tonConnect.walletsListUrl } : {}),
    analytics: { mode: 'off' },
  });
  // A connection that cannot be restored (its bridge out of reach) leaves the player disconnected, not the page broken.
  await instance.restoreConnection().catch(() => undefined);
  return instance;
}

/**
 * The wallets the player can pick. The SDK answers its own copy of the list when ours cannot be
 * fetched; an empty list (nothing reachable from this page) is a failure to show.
 */
export async function listWallets(connector: TonConnect): Promise<WalletChoice[]> {
  const choices = walletChoices(await connector.getWallets());
  if (choices.length === 0) throw new Error('no wallet to offer');
  return choices;
}

/**
 * Asks `wallet` to connect and sign our ton_proof `payload`. An injected wallet answers in place;
 * an app gets its universal link, returned for a QR code and opened at once when `open` (a phone,
 * Telegram). The answer comes through the connector's status (use-ton-connect.ts).
 */
export function startConnection(connector: TonConnect, wallet: WalletChoice, payload: string, config: ClientConfig, open: boolean): string | null {
  const request = { tonProof: payload };
  if (wallet.injected && wallet.jsBridgeKey) {
    connector.connect({ jsBridgeKey: wallet.jsBridgeKey }, { request });
    return null;
  }
  if (!wallet.universalLink || !wallet.bridgeUrl) return null;
  const link = withReturn(connector.connect({ universalLink: wallet.universalLink, bridgeUrl: wallet.bridgeUrl }, { request }), returnUrl(config.tonConnect.twaReturnUrl));
  if (open) openWallet(link);
  return link;
}

/** The connected wallet's name as the wallets list gives it ("Tonkeeper"), else its app's id. */
export async function connectedWalletName(connector: TonConnect, wallet: Wallet): Promise<string> {
  return (await connectedInfo(connector, wallet))?.name ?? wallet.device.appName;
}

export interface PaymentRequest {
  /** user-friendly destination */
  address: string;
  /** nanoTON */
  amount: string;
  /** base64 BOC of the text-comment cell */
  payload: string;
  /** unix seconds */
  validUntil: number;
  /** the linked wallet, raw "0:…" */
  from: string;
}

/** The list's entry for the connected wallet, for its universal link. */
async function connectedInfo(connector: TonConnect, wallet: Wallet) {
  const wallets = await connector.getWallets().catch(() => []);
  return wallets.find((info) => info.appName === wallet.device.appName);
}

/**
 * Asks the connected wallet to send one payment. A wallet app is brought to the front once the
 * request is on its bridge (the player answers there), and its link handed to `onWalletLink` for a
 * button: a browser may refuse a window the player's tap did not open. Resolves 'sent' once the
 * wallet signed and sent it, 'cancelled' when the player declined; other failures reject.
 */
export async function sendPayment(connector: TonConnect, request: PaymentRequest, config: ClientConfig, onWalletLink: (link: string) => void): Promise<'sent' | 'cancelled'> {
  const wallet = connector.wallet;
  const info = wallet && wallet.provider === 'http' ? await connectedInfo(connector, wallet) : undefined;
  const front = info && isWalletInfoRemote(info) ? withReturn(walletFrontLink(info.universalLink), returnUrl(config.tonConnect.twaReturnUrl)) : null;
  try {
    await connector.sendTransaction(
      { validUntil: request.validUntil, from: request.from, messages: [{ address: request.address, amount: request.amount, payload: request.payload }] },
      {
        onRequestSent: () => {
          if (!front) return;
          onWalletLink(front);
          openWallet(front);
        },
      },
    );
    return 'sent';
  } catch (error) {
    if (error instanceof UserRejectsError) return 'cancelled';
    throw error;
  }
}

export { UserRejectsError };
