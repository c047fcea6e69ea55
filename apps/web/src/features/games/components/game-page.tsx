import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { BackLink } from '../../../app/navigation/back-link';
import { paths } from '../../../app/paths';
import { Card } from '../../../components/card';
import { IconShield } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useUser } from '../../../lib/auth/get-me';
import { formatBalance } from '../../../lib/format';
import styles from './game-page.module.css';

interface GamePageProps {
  title: string;
  subtitle: string;
  /** The rules, the stated return to player first. */
  rules: ReactNode;
  /** The balance to show instead of the account's (the slot holds it until its reels stop). */
  balance?: string;
  children: ReactNode;
}

/** Frame of every game: back to the lobby, the balance, the table, the rules and the fairness link. */
export function GamePage({ title, subtitle, rules, balance, children }: GamePageProps) {
  const { t, i18n } = useTranslation('games');
  const { data: user } = useUser();
  const shown = balance ?? user?.balance;
  return (
    <div className={styles.page}>
      <BackLink section={paths.game.getHref()} />
      <PageHeader title={title} subtitle={subtitle} />
      <p className={styles.balance}>
        {t('balance')} <strong>{shown !== undefined ? `${formatBalance(shown, i18n.language)} FRE` : '…'}</strong>
      </p>
      {children}
      <Card title={t('rules.title')}>
        <div className={styles.rules}>{rules}</div>
      </Card>
      <Link to={paths.game.getHref('fairness')} className={styles.fair}>
        <IconShield size={16} /> {t('fairness.link')}
      </Link>
    </div>
  );
}
