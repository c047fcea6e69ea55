import type { TonConnect, TonConnectError, Wallet } from '@tonconnect/sdk';
import { useEffect, useState } from 'react';
import { useClientConfig } from '../client-config.ts';
import { loadTonConnect, loadTonConnectModule } from './ton-connect-loader.ts';

export interface TonConnectState {
  /** The connector, once its chunk has loaded and the previous connection (if any) is restored. */
  connector: TonConnect | null;
  /** The wallet connected (not necessarily the one linked to the account). */
  wallet: Wallet | null;
  /** Its name as the wallets list gives it, once read. */
  walletName: string | null;
  /** The wallet's last refusal or failure to connect (the player declined in it), until the next connection. */
  connectError: TonConnectError | null;
  failed: boolean;
}

/**
 * Loads TON Connect's SDK lazily and follows its connection.
 * @returns `connector` null while loading (show the button's loading state), then the connector and
 * its wallet; refreshed on every connection change.
 * @example const { connector, wallet } = useTonConnect();
 */
export function useTonConnect(): TonConnectState {
  const config = useClientConfig();
  const [connector, setConnector] = useState<TonConnect | null>(null);
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const [connectError, setConnectError] = useState<TonConnectError | null>(null);
  const [failed, setFailed] = useState(false);
  const [walletName, setWalletName] = useState<string | null>(null);

  useEffect(() => {
    if (!config.data) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    loadTonConnect(config.data)
      .then((loaded) => {
        if (!active) return;
        setWallet(loaded.wallet);
        unsubscribe = loaded.onStatusChange(
          (next) => {
            setConnectError(null);
            setWallet(next);
          },
          (error) => setConnectError(error),
        );
        setConnector(loaded);
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [config.data]);

  useEffect(() => {
    setWalletName(null);
    if (!connector || !wallet) return;
    let active = true;
    void loadTonConnectModule()
      .then((module) => module.connectedWalletName(connector, wallet))
      .then((name) => active && setWalletName(name));
    return () => {
      active = false;
    };
  }, [connector, wallet]);

  return { connector, wallet, walletName, connectError, failed: failed || config.isError };
}
