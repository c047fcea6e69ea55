/**
 * The only module that imports the TON Connect UI (≈125 KB gzip). It is reached through a dynamic
 * import (ton-connect-loader.ts) from the wallet and shop pages, so it never enters the landing
 * or dashboard first load.
 */
import { THEME, TonConnect, TonConnectUI, UserRejectsError, type ActionConfiguration, type ReturnStrategy } from '@tonconnect/ui-react';
import type { ClientConfig } from '../client-config.ts';
import { pageToken, widgetColors, widgetLanguage } from './widget-look.ts';

let instance: TonConnectUI | null = null;
let actionsConfiguration: ActionConfiguration | undefined;

/**
 * The TON Connect UI singleton, configured from GET /api/client-config: our manifest, the wallets
 * list the server points at (a local copy in tests), the app's dark theme in our colours, the
 * app's language (widget-look.ts), return strategy 'back' and the Telegram Mini App return URL.
 * Analytics are off: nothing about the player is sent to third parties.
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
  actionsConfiguration = { returnStrategy, ...(twaReturnUrl ? { twaReturnUrl } : {}) };
  const colors = widgetColors(pageToken);
  instance = new TonConnectUI({
    connector,
    language: widgetLanguage(language),
    // The app is dark whatever the system's scheme: so is its modal.
    uiPreferences: { theme: THEME.DARK, borderRadius: 'm', ...(colors ? { colorsSet: { [THEME.DARK]: colors } } : {}) },
    actionsConfiguration,
    enableAndroidBackHandler: true,
  });
  return instance;
}

/**
 * Switches the widget to the app's language. The actions configuration goes with it: setting the
 * widget's options replaces the one it was made with (and the Telegram return URL with it).
 */
export function setWidgetLanguage(ui: TonConnectUI, language: string): void {
  ui.uiOptions = { language: widgetLanguage(language), actionsConfiguration };
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
