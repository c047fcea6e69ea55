import { useTranslation } from '#web/lib/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { AuthShell } from './auth-shell.tsx';
import { ResetConfirmForm } from './reset-confirm-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

/** /reset-password asks for a link; /reset-password?token=… sets the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthShell
      title={token ? t('auth.reset.confirmTitle') : t('auth.reset.requestTitle')}
      subtitle={token ? t('auth.reset.confirmSubtitle') : t('auth.reset.requestSubtitle')}
      footer={<Link to={paths.login.getHref()}>{t('auth.reset.backToLogin')}</Link>}
    >
      {token ? <ResetConfirmForm token={token} /> : <ResetRequestForm />}
    </AuthShell>
  );
}
