import type { TonConnect, TonConnectError, Wallet } from '@tonconnect/sdk';
import { useEffect, useRef, useState } from 'react';
import { ensureReauthenticated } from '#web/lib/ensure-reauthenticated.ts';
import { useClientConfig } from '../client-config.ts';
import { getProofPayload } from './get-proof-payload.ts';
import { useLinkWallet } from './link-wallet.ts';
import { isInTelegram } from '../telegram/launch-params.ts';
import { loadedTonConnect, loadTonConnectModule } from './ton-connect-loader.ts';
import type { WalletChoice } from './wallet-choice.ts';

/** A phone (or Telegram) opens the wallet app itself; a computer shows its link as a QR code for the phone. */
const opensWalletApp = () => isInTelegram() || (typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);

/**
 * Connects a wallet with a ton_proof and links it to the account, through our wallet list
 * (components/wallet-picker). `open()` shows the list; choosing a wallet asks it to sign a
 * single-use payload of the server's. When the wallet answers with its proof, the person is asked
 * to confirm it is them if the session needs it (decision 039: when the link is made, not before
 * the list), then the proof goes to POST /api/wallet/link; a refused proof or a refused
 * confirmation disconnects the wallet so the player can try again.
 */
export function useWalletLink(connector: TonConnect | null, wallet: Wallet | null, connectError: TonConnectError | null = null) {
  const config = useClientConfig();
  const link = useLinkWallet();
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** The wallet's refusal already there when the list opened: not this attempt's. */
  const earlierError = useRef<TonConnectError | null>(null);
  /** The payload we asked a wallet to sign: only its proof is ours to send (not one restored from an older visit). */
  const requested = useRef<string | null>(null);
  const { mutate } = link;

  useEffect(() => {
    const item = wallet?.connectItems?.tonProof;
    if (!wallet || !item || !('proof' in item) || requested.current === null || item.proof.payload !== requested.current) return;
    requested.current = null;
    setPicking(false);
    const disconnect = () => void connector?.disconnect().catch(() => undefined);
    const { account } = wallet;
    const body = {
      address: account.address,
      network: account.chain,
      ...(account.publicKey ? { publicKey: account.publicKey } : {}),
      walletStateInit: account.walletStateInit,
      proof: { timestamp: item.proof.timestamp, domain: item.proof.domain, signature: item.proof.signature, payload: item.proof.payload },
    };
    ensureReauthenticated()
      .then((confirmed) => (confirmed ? mutate(body, { onError: disconnect }) : disconnect()))
      .catch((failure: unknown) => {
        setError(failure);
        disconnect();
      });
  }, [wallet, connector, mutate]);

  /** The list's wallets, after any previous connection is dropped (a new link starts clean). */
  const loadWallets = async (): Promise<WalletChoice[]> => {
    const module = await loadTonConnectModule();
    if (connector?.connected) await connector.disconnect();
    return connector ? module.listWallets(connector) : [];
  };

  /** Within the tap: asks the chosen wallet to connect; its universal link for the QR code, null for an injected wallet. */
  const choose = (choice: WalletChoice, payload: string): string | null => {
    const module = loadedTonConnect();
    if (!connector || !module || !config.data) return null;
    requested.current = payload;
    return module.startConnection(connector, choice, payload, config.data, opensWalletApp());
  };

  const open = () => {
    earlierError.current = connectError;
    setError(null);
    link.reset();
    setPicking(true);
  };

  return {
    open,
    close: () => setPicking(false),
    picking,
    picker: { loadWallets, preparePayload: getProofPayload, choose, showQr: !opensWalletApp(), declined: connectError !== null && connectError !== earlierError.current },
    linking: link.isPending,
    error: error ?? link.error,
    linked: link.isSuccess,
  };
}
