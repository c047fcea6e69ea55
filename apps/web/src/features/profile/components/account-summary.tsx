import type { User } from '@fre/domain';
import { LEVEL_COUNT } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { EmailAddress } from '#web/components/email-address.tsx';
import { IconArrowRight } from '#web/components/icons.tsx';
import { Fre } from '#web/components/fre.tsx';
import styles from './account-summary.module.css';

/** Avatar, nickname, email (or the way to add one) and the key numbers of the account. */
export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'web']);
  return (
    <section className={styles.card} aria-label={t('account')}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {user.nickname.slice(0, 1).toUpperCase()}
        </span>
        <div className={styles.names}>
          <p className={styles.nickname}>{user.nickname}</p>
          <AccountEmail user={user} />
        </div>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{t('stats.balance')}</dt>
          <dd className="tabular">
            <Fre nano={user.balance} fit />
          </dd>
        </div>
        <div>
          <dt>{t('stats.totalMined')}</dt>
          <dd className="tabular">
            <Fre nano={user.totalMined} fit />
          </dd>
        </div>
        <div className={styles.linkStat}>
          <dt>{t('stats.level')}</dt>
          <dd className="tabular">
            {t('stats.levelValue', { level: user.level, max: LEVEL_COUNT })}
            <Link to={paths.contest.getHref()} className={styles.go}>
              {t('stats.contest')}
              <IconArrowRight size={14} />
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('stats.code')}</dt>
          <dd className={styles.code}>{user.referralCode}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The account's address, or that it has none (an account made in Telegram, decision 045) with the
 * way to add one; an address whose link was not opened yet says so.
 */
function AccountEmail({ user }: { user: Pick<User, 'email' | 'emailVerified'> }) {
  const { t } = useTranslation(['profile', 'web']);
  if (user.email === null) {
    return (
      <p className={styles.email}>
        {t('email.none')}{' '}
        <Link to={paths.profileSecurity.getHref()} className={styles.addEmail}>
          {t('email.add')}
        </Link>
      </p>
    );
  }
  return (
    <p className={styles.email}>
      <EmailAddress address={user.email} />
      {user.emailVerified ? null : <span className={styles.unconfirmed}>{t('email.unconfirmed')}</span>}
    </p>
  );
}
