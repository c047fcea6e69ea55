import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button';
import { IconArrowRight, IconMail } from '../../../components/icons';
import { useUser } from '../../../lib/auth/get-me';
import styles from './form.module.css';

/** After sign-up: the account exists and is signed in; the email still needs its link clicked. */
export function RegisterSuccess() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  return (
    <div className={styles.center}>
      <span className={styles.bigIcon}>
        <IconMail size={32} />
      </span>
      <h2>{t('auth.registered.title')}</h2>
      <p className={styles.muted}>{t('auth.registered.text', { email: user?.email ?? '' })}</p>
      <ButtonLink to={paths.dashboard.getHref()} replace size="lg" block icon={<IconArrowRight />}>
        {t('auth.registered.continue')}
      </ButtonLink>
    </div>
  );
}
