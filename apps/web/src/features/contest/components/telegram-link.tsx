import { useTranslation } from '../../../lib/use-translation';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { IconAlert, IconSend } from '../../../components/icons';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useLinkTelegram } from '../api/link-telegram';
import { telegramLaunch } from '../../../lib/telegram/launch-params';
import styles from './level-card.module.css';

/**
 * Inside the Telegram Mini App: a button linking this Telegram account. Elsewhere: why the task
 * can only be checked once the app is opened from Telegram.
 */
export function TelegramLink() {
  const { t } = useTranslation('growth');
  const errorText = useApiErrorText();
  const link = useLinkTelegram();
  const initData = telegramLaunch()?.initData;
  if (!initData) return <p className={styles.outside}>{t('contest.telegramOutside')}</p>;
  return (
    <>
      <Button variant="ton" icon={<IconSend size={18} />} loading={link.isPending} onClick={() => link.mutate(initData)} block>
        {t('contest.linkTelegram')}
      </Button>
      {link.error ? (
        <Banner tone="error" icon={<IconAlert />}>
          {errorText(link.error)}
        </Banner>
      ) : null}
    </>
  );
}
