import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { PasskeySignIn } from '#web/features/account/passkeys/components/passkey-sign-in.tsx';
import { AuthShell } from './auth-shell.tsx';
import { LoginForm, type BannedNotice } from './login-form.tsx';

/** `bannedNotice`: what a banned account's owner reads under the form once their password proved them (decision 061). */
export function LoginPage({ bannedNotice }: { bannedNotice?: BannedNotice }) {
  const { t } = useTranslation();
  return (
    <AuthShell
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <Link to={paths.register.getHref()}>{t('auth.login.toRegister')}</Link>
        </>
      }
    >
      <LoginForm bannedNotice={bannedNotice} />
      <PasskeySignIn />
    </AuthShell>
  );
}
