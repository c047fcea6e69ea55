/**
 * The only module that imports the TON Connect UI (≈125 KB gzip). It is reached through a dynamic
 * import (ton-connect-loader.ts) from the wallet and shop pages, so it never enters the landing
 * or dashboard first load.
 */
import { TonConnect, TonConnectUI, UserRejectsError, type Locales, type ReturnStrategy } from '@tonconnect/ui-react';
import type { ClientConfig } from '../api/get-client-config';

let instance: TonConnectUI | null = null;

/** The widget speaks English and Russian; every other language of the app falls back to English. */
export const widgetLanguage = (language: string): Locales => (language.startsWith('ru') ? 'ru' : 'en');

/**
 * The TON Connect UI singleton, configured from GET /api/client-config: our manifest, the wallets
 * list the server points at (a local copy in tests), the system colour scheme, the app's language,
 * return strategy 'back' and the Telegram Mini App return URL. Analytics are off: nothing about the
 * player is sent to third parties.
 */
export function getTonConnectUI(config: ClientConfig, language: string): TonConnectUI {
  if (instance) return instance;
  const connector = new TonConnect({
    manifestUrl: config.tonConnect.manifestUrl,
    ...(config.tonConnect.walletsListUrl ? { walletsListSource: config.tonConnect.walletsListUrl } : {}),
    analytics: { mode: 'off' },
  });
  const returnStrategy: ReturnStrategy = 'back';
  const twaReturnUrl = config.tonConnect.twaReturnUrl as `${string}://${string}` | null;
  instance = new TonConnectUI({
    connector,
    language: widgetLanguage(language),
    uiPreferences: { theme: 'SYSTEM', borderRadius: 'm' },
    actionsConfiguration: { returnStrategy, ...(twaReturnUrl ? { twaReturnUrl } : {}) },
    enableAndroidBackHandler: true,
  });
  return instance;
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

/**
 * Asks the connected wallet to send one payment. Resolves 'sent' once the wallet signed and sent
 * it, 'cancelled' when the player declined; other failures reject.
 */
export async function sendPayment(ui: TonConnectUI, request: PaymentRequest): Promise<'sent' | 'cancelled'> {
  try {
    await ui.sendTransaction({
      validUntil: request.validUntil,
      from: request.from,
      messages: [{ address: request.address, amount: request.amount, payload: request.payload }],
    });
    return 'sent';
  } catch (error) {
    if (error instanceof UserRejectsError) return 'cancelled';
    throw error;
  }
}
