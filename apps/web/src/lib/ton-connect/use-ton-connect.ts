import type { TonConnectUI, Wallet } from '@tonconnect/ui-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useClientConfig } from '../client-config.ts';
import { loadTonConnect, setTonConnectLanguage } from './ton-connect-loader.ts';

export interface TonConnectState {
  /** The widget, once its chunk has loaded and the previous connection (if any) is restored. */
  ui: TonConnectUI | null;
  /** The wallet connected in the widget (not necessarily the one linked to the account). */
  wallet: Wallet | null;
  failed: boolean;
}

/**
 * Loads the TON Connect UI lazily and follows its connection.
 * @returns `ui` null while loading (show the button's loading state), then the widget and its wallet;
 * refreshed on every connection change.
 * @example const { ui, wallet } = useTonConnect();
 */
export function useTonConnect(): TonConnectState {
  const config = useClientConfig();
  const { i18n } = useTranslation();
  const [ui, setUi] = useState<TonConnectUI | null>(null);
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!config.data) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    loadTonConnect(config.data, i18n.language)
      .then(async (loaded) => {
        await loaded.connectionRestored;
        if (!active) return;
        setWallet(loaded.wallet);
        unsubscribe = loaded.onStatusChange((next) => setWallet(next));
        setUi(loaded);
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [config.data, i18n.language]);

  useEffect(() => {
    if (ui) void setTonConnectLanguage(ui, i18n.language);
  }, [ui, i18n.language]);

  return { ui, wallet, failed: failed || config.isError };
}
