import { paths } from '#web/config/paths.ts';
import { Banner } from '#web/components/banner.tsx';
import { ButtonLink } from '#web/components/button.tsx';
import { IconArrowRight, IconLock } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './open-in-telegram-notice.module.css';

interface OpenInTelegramNoticeProps {
  /** Why this cannot be done here, and how: opening the app from Telegram, or setting a password. */
  text: string;
  /** Called as the reader follows the link to Security (a dialog closes itself). */
  onLeave?: () => void;
}

/**
 * In place of a form that asks for the password, for an account made in Telegram opened in a
 * browser (decision 045): there is nothing it can prove itself with here, so no form, but the two
 * ways out: the app opened from Telegram, or a password set in Security.
 */
export function OpenInTelegramNotice({ text, onLeave }: OpenInTelegramNoticeProps) {
  const { t } = useTranslation('security');
  return (
    <div className={styles.notice}>
      <Banner tone="info" icon={<IconLock />} live={false}>
        {text}
      </Banner>
      <ButtonLink to={paths.profileSecurity.getHref()} variant="secondary" block icon={<IconArrowRight />} onClick={onLeave}>
        {t('reauth.setPassword')}
      </ButtonLink>
    </div>
  );
}
