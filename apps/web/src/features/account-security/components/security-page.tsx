import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../app/paths';
import { BackLink } from '../../../app/navigation/back-link';
import { PageHeader } from '../../../components/page-header';
import { PasskeysCard } from '../../passkeys/components/passkeys-card';
import { TwoStepCard } from '../../two-step/components/two-step-card';
import { DevicesCard } from './devices-card';
import { PasswordCard } from './password-card';
import styles from './security-page.module.css';

/** /profile/security: each protection of the account is its own card. */
export function SecurityPage() {
  const { t } = useTranslation('security');
  return (
    <div className={styles.page}>
      <BackLink section={paths.profile.getHref()} />
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <PasswordCard />
      <DevicesCard />
      <TwoStepCard />
      <PasskeysCard />
    </div>
  );
}
