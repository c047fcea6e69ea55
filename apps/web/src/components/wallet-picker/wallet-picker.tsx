import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { WalletChoice } from '#web/lib/ton-connect/wallet-choice.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '../banner.tsx';
import { Button } from '../button.tsx';
import buttonStyles from '../button.module.css';
import { IconWallet } from '../icons.tsx';
import { LoadError } from '../load-error.tsx';
import { Modal } from '../modal.tsx';
import { Spinner } from '../spinner.tsx';
import styles from './wallet-picker.module.css';

const WalletQrCode = lazy(() => import('./wallet-qr-code.tsx'));

export interface WalletPickerProps {
  /** The wallets to offer (TON Connect's list, as the SDK reads it). */
  loadWallets: () => Promise<WalletChoice[]>;
  /** The server's single-use payload for the wallet's ton_proof. */
  preparePayload: () => Promise<string>;
  /** Within the tap: asks the wallet to connect; its link for the QR code and the open button, null when it answers in place. */
  choose: (wallet: WalletChoice, payload: string) => string | null;
  /** A computer: the wallet's link is shown as a QR code for the phone's wallet. */
  showQr: boolean;
  /** The wallet refused to connect (the player declined in it). */
  declined: boolean;
  onClose: () => void;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; wallets: WalletChoice[]; payload: string };

/**
 * Our list of TON wallets (decision 082): in the app's language and design, each wallet with its
 * name and image; a chosen wallet opens (its app through its universal link, or its extension in
 * place), with a QR code of the link on a computer. The list and the proof's payload load together;
 * either failing shows the reason and a retry.
 */
export function WalletPicker({ loadWallets, preparePayload, choose, showQr, declined, onClose }: WalletPickerProps) {
  const { t } = useTranslation('wallet');
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chosen, setChosen] = useState<{ wallet: WalletChoice; link: string | null } | null>(null);
  const waiting = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    let active = true;
    setLoad({ state: 'loading' });
    Promise.all([loadWallets(), preparePayload()])
      .then(([wallets, payload]) => active && setLoad({ state: 'ready', wallets, payload }))
      .catch(() => active && setLoad({ state: 'failed' }));
    return () => {
      active = false;
    };
    // Loaded once a try: the functions are new on every render of the caller.
  }, [attempt]);

  useEffect(() => {
    if (chosen) waiting.current?.focus();
  }, [chosen]);

  const pick = (wallet: WalletChoice) => {
    if (load.state !== 'ready') return;
    setChosen({ wallet, link: choose(wallet, load.payload) });
  };

  return (
    <Modal title={t('picker.title')} onClose={onClose} closeLabel={t('picker.close')} tone="info" className={styles.panel}>
      {declined ? <ErrorBanner>{t('picker.declined')}</ErrorBanner> : null}
      {load.state === 'loading' ? (
        <p className={styles.loading} role="status">
          <Spinner size={18} /> {t('picker.loading')}
        </p>
      ) : null}
      {load.state === 'failed' ? <LoadError text={t('picker.failed')} onRetry={() => setAttempt((count) => count + 1)} /> : null}
      {load.state === 'ready' && !chosen ? (
        <>
          <p>{t('picker.intro')}</p>
          <ul className={styles.list} aria-label={t('picker.listLabel')}>
            {load.wallets.map((wallet) => (
              <li key={wallet.appName}>
                <button type="button" className={styles.wallet} onClick={() => pick(wallet)}>
                  <img className={styles.image} src={wallet.imageUrl} alt="" width={48} height={48} loading="lazy" referrerPolicy="no-referrer" />
                  <span className={styles.label}>
                    <span className={styles.name}>{wallet.name}</span>
                    {wallet.injected ? <span className={styles.badge}>{t('picker.injected')}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {chosen ? (
        <div ref={waiting} tabIndex={-1} className={styles.waiting} aria-live="polite">
          <p className={styles.chosen}>
            <img className={styles.image} src={chosen.wallet.imageUrl} alt="" width={48} height={48} referrerPolicy="no-referrer" />
            <span>{t('picker.waiting', { wallet: chosen.wallet.name })}</span>
          </p>
          {chosen.link && showQr ? (
            <>
              <p>{t('picker.scan', { wallet: chosen.wallet.name })}</p>
              <Suspense fallback={<Spinner />}>
                <WalletQrCode url={chosen.link} label={t('picker.qr', { wallet: chosen.wallet.name })} />
              </Suspense>
            </>
          ) : null}
          {chosen.link ? (
            <a className={[buttonStyles.button, buttonStyles.ton, buttonStyles.lg, buttonStyles.block].join(' ')} href={chosen.link} target="_blank" rel="noopener noreferrer">
              <IconWallet />
              <span>{t('picker.open', { wallet: chosen.wallet.name })}</span>
            </a>
          ) : null}
          <Button variant="ghost" block onClick={() => setChosen(null)}>
            {t('picker.back')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
