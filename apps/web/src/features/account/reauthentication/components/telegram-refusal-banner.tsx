import { Banner } from '#web/components/banner.tsx';
import { IconAlert } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { telegramRefusal } from '../telegram-proof.ts';

/**
 * Telegram's signed data refused, in the reader's language whatever the server said: too old is a
 * warning (reopening the app from Telegram fixes it), another Telegram user an error.
 */
export function TelegramRefusalBanner({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const refusal = telegramRefusal(error);
  if (!refusal) return null;
  return (
    <Banner tone={refusal === 'telegram_expired' ? 'warning' : 'error'} icon={<IconAlert />}>
      {t(refusal)}
    </Banner>
  );
}
