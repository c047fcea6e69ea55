import { ACCOUNT } from '@fre/domain';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { GuestState } from '../../../app/guards/location-state';
import { paths } from '../../../app/paths';
import { AuthShell } from './auth-shell';
import { RegisterForm } from './register-form';
import { RegisterSuccess } from './register-success';

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
