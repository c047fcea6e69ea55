import { ACCOUNT } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { GuestState } from '#web/lib/auth/location-state.ts';
import { paths } from '#web/config/paths.ts';
import { AuthShell } from './auth-shell.tsx';
import { RegisterForm } from './register-form.tsx';
import { RegisterSuccess } from './register-success.tsx';

/** /register, with `?ref=CODE` filling the referral field. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const registered = (useLocation().state as GuestState | null)?.registered;
  if (registered) {
    return (
      <AuthShell title={t('auth.registered.heading')}>
        <RegisterSuccess user={registered.user} email={registered.email} />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle', { seconds: ACCOUNT.signupSeconds })}
      footer={
        <>
          {t('auth.register.hasAccount')} <Link to={paths.login.getHref()}>{t('auth.register.toLogin')}</Link>
        </>
      }
    >
      <RegisterForm referralCode={params.get('ref') ?? ''} />
    </AuthShell>
  );
}
