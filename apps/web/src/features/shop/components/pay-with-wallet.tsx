import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { IconAlert, IconCheckCircle, IconClock, IconWallet } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useTonConnect } from '#web/lib/ton-connect/use-ton-connect.ts';
import { useWalletLink } from '#web/lib/ton-connect/use-wallet-link.ts';
import { sendTonPayment } from '#web/lib/ton-connect/ton-connect-loader.ts';
import { useClientConfig } from '#web/lib/client-config.ts';
import { WalletPicker } from '#web/components/wallet-picker/wallet-picker.tsx';
import type { TonOrder } from '../api/create-order.ts';
import { commentPayload } from '../ton-comment.ts';
import styles from './pay-with-wallet.module.css';

type TxState = 'idle' | 'confirm' | 'sent' | 'cancelled' | 'failed';

/** Wallets may refuse a request valid for longer than this. */
const MAX_REQUEST_MS = 5 * 60_000;

/**
 * Pays the order from the wallet connected in TON Connect (it must be the linked one: `from`).
 * Shows confirm (waiting for the wallet), sent, and cancelled states.
 */
export function PayWithWallet({ order, linkedWallet }: { order: TonOrder; linkedWallet: string }) {
  const { t } = useTranslation(['shop', 'wallet']);
  const errorText = useApiErrorText();
  const config = useClientConfig();
  const { connector, wallet, walletName, connectError, failed } = useTonConnect();
  const link = useWalletLink(connector, wallet, connectError);
  const [state, setState] = useState<TxState>('idle');
  const [walletLink, setWalletLink] = useState<string | null>(null);
  const matches = wallet !== null && wallet.account.address.toLowerCase() === linkedWallet.toLowerCase();

  const pay = async () => {
    if (!connector || !config.data) return;
    setState('confirm');
    setWalletLink(null);
    try {
      const payload = await commentPayload(order.comment);
      const validUntil = Math.floor(Math.min(Date.parse(order.validUntil), Date.now() + MAX_REQUEST_MS) / 1000);
      setState(await sendTonPayment(connector, { address: order.address, amount: order.amount, payload, validUntil, from: linkedWallet }, config.data, setWalletLink));
    } catch {
      setState('failed');
    }
  };

  if (failed) return null;
  if (!connector) {
    return (
      <Button variant="ton" size="lg" block loading>
        {t('wallet:connectLoading')}
      </Button>
    );
  }
  if (!matches) {
    return (
      <div className={styles.box}>
        <p className={styles.text}>{wallet ? t('order.pay.otherWallet') : t('order.pay.connectFirst')}</p>
        <Button variant="ton" size="lg" block icon={<IconWallet />} loading={link.linking} onClick={link.open}>
          {t('order.pay.connect')}
        </Button>
        {link.error ? (
          <ErrorBanner>
            {errorText(link.error)}
          </ErrorBanner>
        ) : null}
        {link.picking ? <WalletPicker {...link.picker} onClose={link.close} /> : null}
      </div>
    );
  }
  const name = walletName ?? wallet.device.appName;
  return (
    <div className={styles.box}>
      {state !== 'sent' ? (
        <Button variant="ton" size="lg" block icon={<IconWallet />} loading={state === 'confirm'} onClick={() => void pay()}>
          {state === 'cancelled' || state === 'failed' ? t('order.pay.retry', { wallet: name }) : t('order.pay.button', { wallet: name })}
        </Button>
      ) : null}
      {state === 'confirm' ? (
        <Banner tone="info" icon={<IconClock />}>
          <strong>{t('order.tx.confirmTitle', { wallet: name })}</strong> {t('order.tx.confirmText')}
          {walletLink ? (
            <>
              {' '}
              <a href={walletLink} target="_blank" rel="noopener noreferrer">
                {t('wallet:picker.open', { wallet: name })}
              </a>
            </>
          ) : null}
        </Banner>
      ) : null}
      {state === 'sent' ? (
        <Banner tone="success" icon={<IconCheckCircle />}>
          <strong>{t('order.tx.sentTitle')}</strong> {t('order.tx.sentText')}
        </Banner>
      ) : null}
      {state === 'cancelled' ? (
        <Banner tone="warning" icon={<IconAlert />}>
          <strong>{t('order.tx.cancelledTitle')}</strong> {t('order.tx.cancelledText')}
        </Banner>
      ) : null}
      {state === 'failed' ? (
        <ErrorBanner>
          {t('order.tx.failed')}
        </ErrorBanner>
      ) : null}
    </div>
  );
}
