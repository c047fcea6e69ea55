import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../app/paths';
import { BackLink } from '../../../app/navigation/back-link';
import { Card } from '../../../components/card';
import { IconShield } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { DeleteAccountCard } from './delete-account-card';
import { ExportCard } from './export-card';
import cards from './my-data-cards.module.css';
import styles from './my-data-page.module.css';

/** /profile/privacy: the player's rights over their data, each as a card. */
export function MyDataPage() {
  const { t } = useTranslation('my-data');
  return (
    <div className={styles.page}>
      <BackLink section={paths.profile.getHref()} />
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Card title={t('rights.title')} icon={<IconShield size={16} />}>
        <div className={cards.body}>
          <p className={cards.intro}>{t('rights.body')}</p>
          <Link to={paths.privacy.getHref()} className={cards.link}>
            {t('rights.link')}
          </Link>
        </div>
      </Card>
      <ExportCard />
      <DeleteAccountCard />
    </div>
  );
}
