import { useTranslation } from '../../../lib/use-translation';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { IconAlert, IconCheckCircle, IconSparkle } from '../../../components/icons';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { openTutorial } from '../../tutorial/tutorial-rules';
import { useUpdateProfile } from '../api/update-profile';
import styles from './settings-card.module.css';

/**
 * Relaunch the tutorial: clears both flags, then opens it at once (whatever the account's age;
 * the 24-hour rule only governs the automatic showing).
 */
export function TutorialCard() {
  const { t } = useTranslation('growth');
  const errorText = useApiErrorText();
  const update = useUpdateProfile();
  return (
    <Card title={t('profile.tutorial.title')} icon={<IconSparkle size={16} />}>
      <div className={styles.body}>
        <p className={styles.text}>{t('profile.tutorial.text')}</p>
        {update.isSuccess ? (
          <Banner tone="success" icon={<IconCheckCircle />}>
            {t('profile.tutorial.done')}
          </Banner>
        ) : (
          <Button
            variant="secondary"
            loading={update.isPending}
            onClick={() => update.mutate({ tutorialCompleted: false, tutorialSkipped: false }, { onSuccess: () => openTutorial() })}
            block
          >
            {t('profile.tutorial.relaunch')}
          </Button>
        )}
        {update.error ? (
          <Banner tone="error" icon={<IconAlert />}>
            {errorText(update.error)}
          </Banner>
        ) : null}
      </div>
    </Card>
  );
}
