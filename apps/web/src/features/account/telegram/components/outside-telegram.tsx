import { ButtonLink } from '#web/components/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { AuthShell } from '#web/features/account/sign-in/components/auth-shell.tsx';

/**
 * /tg with launch parameters in its address but no Telegram app behind it: a link opened in a
 * browser (decision 045, amended). Nobody is signed in; the browser goes on with its own session,
 * or as a guest.
 */
export function OutsideTelegram() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('telegram.outside.title')} subtitle={t('telegram.outside.text')}>
      <ButtonLink to={paths.home.getHref()} replace size="lg" block>
        {t('telegram.outside.continue')}
      </ButtonLink>
    </AuthShell>
  );
}
