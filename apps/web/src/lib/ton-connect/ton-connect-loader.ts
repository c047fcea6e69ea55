import type { TonConnectUI } from '@tonconnect/ui-react';
import type { ClientConfig } from '../client-config.ts';
import { shareLaunchWithWidget } from './widget-launch-params.ts';

let loading: Promise<TonConnectUI> | null = null;

/** Fetches the TON Connect chunk once and returns the configured widget. */
export function loadTonConnect(config: ClientConfig, language: string): Promise<TonConnectUI> {
  if (!loading) shareLaunchWithWidget();
  loading ??= import('./ton-connect-instance.ts').then(({ getTonConnectUI }) => getTonConnectUI(config, language));
  loading.catch(() => (loading = null));
  return loading;
}

/** Applies the app's language to the widget (Russian, else English: widget-look.ts). */
export async function setTonConnectLanguage(ui: TonConnectUI, language: string) {
  const { setWidgetLanguage } = await import('./ton-connect-instance.ts');
  setWidgetLanguage(ui, language);
}

/** Sends a payment through the widget (see ton-connect-instance.ts). */
export async function sendTonPayment(ui: TonConnectUI, request: import('./ton-connect-instance.ts').PaymentRequest) {
  const { sendPayment } = await import('./ton-connect-instance.ts');
  return sendPayment(ui, request);
}
