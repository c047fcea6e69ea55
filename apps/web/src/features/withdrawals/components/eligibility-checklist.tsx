import { ACCOUNT, HOUR_MS, KYC_REVIEW_HOURS, type CredentialKind, type User } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Card } from '#web/components/card.tsx';
import { IconAlert, IconCheck, IconShield } from '#web/components/icons.tsx';
import { TextWithAmounts } from '#web/components/text-with-amounts.tsx';
import { formatBalance, formatNumber } from '#web/lib/format.ts';
import { eligibility, type EligibilityItem } from '../eligibility.ts';
import { formatDateTime } from '../format-date.ts';
import styles from './eligibility-checklist.module.css';

interface ChecklistProps {
  user: Pick<User, 'tonWallet' | 'kycStatus' | 'balance' | 'level'>;
  minimum: string;
  blockedUntil: string | null;
  /** Which credential's change holds withdrawals until `blockedUntil` (decision 048), when the server names it. */
  blockedBy?: CredentialKind | null;
  now?: number;
}

/** Each condition of a withdrawal, met or not; an unmet one says why and where to fix it. */
export function EligibilityChecklist({ user, minimum, blockedUntil, blockedBy = null, now = Date.now() }: ChecklistProps) {
  const { t, i18n } = useTranslation(['withdrawals', 'web']);
  const items = eligibility({ user, minimum, blockedUntil, now });
  // The amounts go in as places, written by TextWithAmounts: each one on one line with its unit.
  const fre = (place: string) => t('web:units.fre', { amount: place });
  const amount = (nano: bigint | string) => formatBalance(nano, i18n.language);
  const missing = BigInt(minimum) - BigInt(user.balance);

  const detail = ({ key, met }: EligibilityItem) => {
    if (key === 'wallet') return met ? t('checks.wallet.met') : <Link to={paths.wallet.getHref()}>{t('checks.wallet.unmet')}</Link>;
    if (key === 'kyc') {
      if (met) return t('checks.kyc.met');
      if (user.kycStatus === 'pending') return t('checks.kyc.pending', { min: formatNumber(KYC_REVIEW_HOURS.min, i18n.language), max: formatNumber(KYC_REVIEW_HOURS.max, i18n.language) });
      return <Link to={paths.kyc.getHref()}>{t(user.kycStatus === 'rejected' ? 'checks.kyc.rejected' : 'checks.kyc.unmet')}</Link>;
    }
    const hours = ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS;
    if (key === 'delay') {
      if (met) return t('checks.delay.met', { hours });
      const date = formatDateTime(blockedUntil!, i18n.language);
      return blockedBy ? t(`checks.delay.unmetBy.${blockedBy}`, { date, hours }) : t('checks.delay.unmet', { date, hours });
    }
    return met ? (
      <TextWithAmounts text={(balance) => t('checks.balance.met', { balance: fre(balance) })} amounts={[amount(user.balance)]} />
    ) : (
      <TextWithAmounts text={(balance, short) => t('checks.balance.unmet', { balance: fre(balance), missing: fre(short) })} amounts={[amount(user.balance), amount(missing)]} />
    );
  };

  return (
    <Card title={t('checks.title')} icon={<IconShield size={18} />}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={`${styles.item} ${item.met ? styles.met : styles.unmet}`}>
            <span className={styles.mark} aria-hidden="true">
              {item.met ? <IconCheck size={16} /> : <IconAlert size={16} />}
            </span>
            <div className={styles.text}>
              <p className={styles.label}>
                {item.key === 'balance' ? (
                  // The title's bold figure ("250 000,0000000 FRE") is wider than the column beside the mark
                  // at 320 px: on a line of its own, it shrinks to it.
                  <TextWithAmounts text={(place) => t('checks.balance.label', { level: user.level, minimum: fre(place) })} amounts={[amount(minimum)]} fit />
                ) : (
                  t(`checks.${item.key}.label`)
                )}
                <span className="visually-hidden">: {item.met ? t('checks.metLabel') : t('checks.unmetLabel')}</span>
              </p>
              <p className={styles.detail}>{detail(item)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
