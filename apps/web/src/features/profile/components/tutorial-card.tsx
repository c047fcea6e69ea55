import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import content from '#web/components/card-content.module.css';
import { IconCheckCircle, IconSparkle } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { openTutorial } from '#web/lib/open-tutorial.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/**
 * Relaunch the tutorial: clears both flags, then opens it at once (whatever the account's age;
 * the 24-hour rule only governs the automatic showing).
 */
export function TutorialCard() {
  const { t } = useTranslation('profile');
  const errorText = useApiErrorText();
  const update = useUpdateProfile();
  return (
    <Card title={t('tutorial.title')} icon={<IconSparkle size={16} />}>
      <div className={content.body}>
        <p className={content.intro}>{t('tutorial.text')}</p>
        {update.isSuccess ? (
          <Banner tone="success" icon={<IconCheckCircle />}>
            {t('tutorial.done')}
          </Banner>
        ) : (
          <Button
            variant="secondary"
            loading={update.isPending}
            onClick={() => update.mutate({ tutorialCompleted: false, tutorialSkipped: false }, { onSuccess: () => openTutorial() })}
            block
          >
            {t('tutorial.relaunch')}
          </Button>
        )}
        {update.error ? (
          <ErrorBanner>
            {errorText(update.error)}
          </ErrorBanner>
        ) : null}
      </div>
    </Card>
  );
}
