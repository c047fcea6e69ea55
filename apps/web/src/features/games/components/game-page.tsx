import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Card } from '../../../components/card';
import { IconArrowLeft, IconShield } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useUser } from '../../../lib/auth/get-me';
import { formatBalance } from '../../../lib/format';
import styles from './game-page.module.css';

interface GamePageProps {
  title: string;
  subtitle: string;
  /** The rules, the stated return to player first. */
  rules: ReactNode;
  children: ReactNode;
}

/** Frame of every game: back to the lobby, the balance, the table, the rules and the fairness link. */
export function GamePage({ title, subtitle, rules, children }: GamePageProps) {
  const { t, i18n } = useTranslation('games');
  const { data: user } = useUser();
  return (
    <div className={styles.page}>
      <Link to={paths.game.getHref()} className={styles.back}>
        <IconArrowLeft size={16} /> {t('lobby.back')}
      </Link>
      <PageHeader title={title} subtitle={subtitle} />
      <p className={styles.balance}>
        {t('balance')} <strong>{user ? `${formatBalance(user.balance, i18n.language)} FRE` : '…'}</strong>
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
