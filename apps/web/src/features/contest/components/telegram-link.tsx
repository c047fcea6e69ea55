import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { IconSend } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useLinkTelegram } from '../api/link-telegram.ts';
import { telegramLaunch } from '#web/lib/telegram/launch-params.ts';
import styles from './level-card.module.css';

/**
 * Inside the Telegram Mini App: a button linking this Telegram account. Elsewhere: why the task
 * can only be checked once the app is opened from Telegram.
 */
export function TelegramLink() {
  const { t } = useTranslation('contest');
  const errorText = useApiErrorText();
  const link = useLinkTelegram();
  const initData = telegramLaunch()?.initData;
  if (!initData) return <p className={styles.outside}>{t('telegramOutside')}</p>;
  return (
    <>
      <Button variant="ton" icon={<IconSend size={18} />} loading={link.isPending} onClick={() => link.mutate(initData)} block>
        {t('linkTelegram')}
      </Button>
      {link.error ? (
        <ErrorBanner>
          {errorText(link.error)}
        </ErrorBanner>
      ) : null}
    </>
  );
}
