import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import styles from './my-data-page.module.css';

/** /profile/privacy: the player's rights over their data, each as a card. */
export function MyDataPage() {
  const { t } = useTranslation('my-data');
  return (
    <div className={styles.page}>
      <BackLink to={paths.profile.getHref()} label={t('page.back')} />
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
    </div>
  );
}
