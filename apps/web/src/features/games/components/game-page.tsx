import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { BackLink } from '#web/components/back-link.tsx';
import { paths } from '#web/config/paths.ts';
import { Card } from '#web/components/card.tsx';
import { IconShield } from '#web/components/icons.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { formatBalance } from '#web/lib/format.ts';
import styles from './game-page.module.css';
import { LowBalance } from './low-balance.tsx';

interface GamePageProps {
  title: string;
  subtitle: string;
  /** The rules, the stated return to player first. */
  rules: ReactNode;
  /** The balance to show instead of the account's (the slot holds it until its reels stop). */
  balance?: string;
  /** The game takes no stake (the slot): nothing to say about the smallest bet. */
  free?: boolean;
  children: ReactNode;
}

/** Frame of every game: back to the lobby, the balance, the table, the rules and the fairness link. */
export function GamePage({ title, subtitle, rules, balance, free = false, children }: GamePageProps) {
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
      {free ? null : <LowBalance balance={user?.balance} />}
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
