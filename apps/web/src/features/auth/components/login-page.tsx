import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { PasskeySignIn } from '../../passkeys/components/passkey-sign-in';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

export function LoginPage() {
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
      <LoginForm />
      <PasskeySignIn />
    </AuthShell>
  );
}
