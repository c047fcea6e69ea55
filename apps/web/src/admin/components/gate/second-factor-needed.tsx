import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/button.tsx';
import styles from './access-gate.module.css';

/**
 * Shown instead of the code form to an admin without a second factor (decision 024): a password
 * and an access code are both things one knows, so the gate waits for an app code or a passkey.
 */
export function SecondFactorNeeded() {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.form}>
      <ol className={styles.steps}>
        <li>{t('gate.secondFactor.stepOpen')}</li>
        <li>{t('gate.secondFactor.stepAdd')}</li>
        <li>{t('gate.secondFactor.stepBack')}</li>
      </ol>
      <ButtonLink to={paths.profileSecurity.getHref()} size="lg" block>
        {t('gate.secondFactor.action')}
      </ButtonLink>
    </div>
  );
}
