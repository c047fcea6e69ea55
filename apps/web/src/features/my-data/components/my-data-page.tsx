import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { Card } from '#web/components/card.tsx';
import { IconShield } from '#web/components/icons.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ExportCard } from './export-card.tsx';
import content from '#web/components/card-content.module.css';
import cards from './my-data-cards.module.css';
import styles from './my-data-page.module.css';

/**
 * /profile/privacy: the player's rights over their data, each as a card. `deleteAccount`, composed
 * by the app: the erasure card, which belongs to the account (it re-authenticates).
 */
export function MyDataPage({ deleteAccount }: { deleteAccount?: ReactNode }) {
  const { t } = useTranslation('my-data');
  return (
    <div className={styles.page}>
      <BackLink section={paths.profile.getHref()} />
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Card title={t('rights.title')} icon={<IconShield size={16} />}>
        <div className={content.body}>
          <p className={content.intro}>{t('rights.body')}</p>
          <Link to={paths.privacy.getHref()} className={cards.link}>
            {t('rights.link')}
          </Link>
        </div>
      </Card>
      <ExportCard />
      {deleteAccount}
    </div>
  );
}
