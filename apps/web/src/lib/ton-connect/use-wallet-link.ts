import type { TonConnectUI, Wallet } from '@tonconnect/ui-react';
import { useEffect, useRef, useState } from 'react';
import { ensureReauthenticated } from '#web/lib/ensure-reauthenticated.ts';
import { getProofPayload } from './get-proof-payload.ts';
import { useLinkWallet } from './link-wallet.ts';

/**
 * Connects a wallet with a ton_proof and links it to the account.
 * `connect()` opens the widget's modal in its loading state, asks the server for a single-use
 * payload, then lets the wallet sign it (connectRequestParameters ready + tonProof). When the
 * wallet answers with its proof, it is sent to POST /api/wallet/link; a refused proof disconnects
 * the widget so the player can try again. A session that must prove the person again is asked
 * first, before the wallet opens.
 */
export function useWalletLink(ui: TonConnectUI | null, wallet: Wallet | null) {
  const link = useLinkWallet();
  const [prepareError, setPrepareError] = useState<unknown>(null);
  const sent = useRef<string | null>(null);
  const { mutate } = link;

  useEffect(() => {
    const item = wallet?.connectItems?.tonProof;
    if (!wallet || !item || !('proof' in item) || sent.current === item.proof.signature) return;
    sent.current = item.proof.signature;
    const { account } = wallet;
    mutate(
      {
        address: account.address,
        network: account.chain,
        ...(account.publicKey ? { publicKey: account.publicKey } : {}),
        walletStateInit: account.walletStateInit,
        proof: { timestamp: item.proof.timestamp, domain: item.proof.domain, signature: item.proof.signature, payload: item.proof.payload },
      },
      { onError: () => void ui?.disconnect().catch(() => undefined) },
    );
  }, [wallet, ui, mutate]);

  const connect = async () => {
    if (!ui) return;
    setPrepareError(null);
    link.reset();
    try {
      // Linking needs a re-authenticated session: asked here, before the wallet, not after it signed.
      if (!(await ensureReauthenticated())) return;
      if (ui.connected) await ui.disconnect();
      ui.setConnectRequestParameters({ state: 'loading' });
      void ui.openModal();
      const payload = await getProofPayload();
      ui.setConnectRequestParameters({ state: 'ready', value: { tonProof: payload } });
    } catch (error) {
      ui.closeModal();
      setPrepareError(error);
    }
  };

  return { connect, linking: link.isPending, error: prepareError ?? link.error, linked: link.isSuccess };
}
