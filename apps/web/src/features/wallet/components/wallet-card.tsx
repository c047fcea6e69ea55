import { CONTEST_TASKS, type User } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconCheckCircle, IconLogout, IconWallet } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { toFriendlyAddress } from '#web/lib/ton-address.ts';
import { useClientConfig } from '#web/lib/client-config.ts';
import { useTonConnect } from '#web/lib/ton-connect/use-ton-connect.ts';
import { useWalletLink } from '#web/lib/ton-connect/use-wallet-link.ts';
import { WalletPicker } from '#web/components/wallet-picker/wallet-picker.tsx';
import { AddressChip } from './address-chip.tsx';
import { UnlinkWalletDialog } from './unlink-wallet-dialog.tsx';
import styles from './wallet-card.module.css';

/** The contest level whose task is linking a wallet. */
const WALLET_LEVEL = CONTEST_TASKS.find((task) => task.task === 'add_wallet')!.level;

/** The linked TON wallet: its address with copy and unlink, or the button that connects one with a ton_proof. */
export function WalletCard({ user }: { user: User }) {
  const { t } = useTranslation('wallet');
  const errorText = useApiErrorText();
  const config = useClientConfig();
  const { connector, wallet, connectError, failed } = useTonConnect();
  const linking = useWalletLink(connector, wallet, connectError);
  const [confirming, setConfirming] = useState(false);
  const testnet = config.data?.tonNetwork === 'testnet';
  const linked = user.tonWallet;

  return (
    <Card title={t('card.title')} icon={<IconWallet size={16} />} className={styles.card}>
      {linked ? (
        <div className={styles.linked}>
          <p className={styles.status}>
            <IconCheckCircle size={18} /> {t('card.linked')}
            {testnet ? <span className={styles.network}>testnet</span> : null}
          </p>
          <AddressChip address={toFriendlyAddress(linked, testnet)} />
          <p className={styles.hint}>{t('card.linkedHint')}</p>
          <Button variant="ghost" icon={<IconLogout />} onClick={() => setConfirming(true)}>
            {t('card.unlink')}
          </Button>
        </div>
      ) : (
        <div className={styles.unlinked}>
          <p className={styles.lead}>{t('card.notLinked')}</p>
          <ul className={styles.reasons}>
            <li>{t('card.reasonShop')}</li>
            <li>{t('card.reasonWithdraw')}</li>
            <li>{t('card.reasonContest', { level: WALLET_LEVEL })}</li>
          </ul>
          <Button variant="ton" size="lg" block icon={<IconWallet />} loading={!connector && !failed} disabled={failed || linking.linking} onClick={linking.open}>
            {connector ? t('connect') : t('connectLoading')}
          </Button>
          {linking.linking ? <p className={styles.hint} role="status">{t('card.verifying')}</p> : null}
          {failed ? (
            <ErrorBanner>
              {t('card.widgetFailed')}
            </ErrorBanner>
          ) : null}
        </div>
      )}
      {linking.error ? (
        <ErrorBanner>
          {errorText(linking.error)}
        </ErrorBanner>
      ) : null}
      {linking.picking ? <WalletPicker {...linking.picker} onClose={linking.close} /> : null}
      {confirming ? <UnlinkWalletDialog onClose={() => setConfirming(false)} onUnlinked={() => void connector?.disconnect().catch(() => undefined)} /> : null}
    </Card>
  );
}
