import { ACCOUNT, HOUR_MS } from '@fre/domain';
import { dateTimeFormat } from '@fre/i18n/intl-formats';
import { Banner } from '#web/components/banner.tsx';
import { IconClock } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useCredentials } from '../api/get-credentials.ts';
import styles from './withdrawals-paused-banner.module.css';

/**
 * While a change of a credential holds withdrawals (decision 048): until when, which change, and
 * why, in the owner's words: someone who held the account a moment cannot take the money with it.
 */
export function WithdrawalsPausedBanner() {
  const { t, i18n } = useTranslation('security');
  const paused = useCredentials().data?.withdrawalsPaused;
  if (!paused) return null;
  const until = dateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(paused.until));
  return (
    <Banner tone="warning" icon={<IconClock />}>
      <p className={styles.title}>{t('withdrawalsPaused.title', { date: until })}</p>
      <p>{t('withdrawalsPaused.text', { change: t(`withdrawalsPaused.by.${paused.by}`), hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS })}</p>
    </Banner>
  );
}
