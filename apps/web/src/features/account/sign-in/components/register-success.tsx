import type { User } from '@fre/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/button.tsx';
import { TextWithEmail } from '#web/components/email-address.tsx';
import { IconArrowRight, IconMail } from '#web/components/icons.tsx';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import styles from './form.module.css';

/** After sign-up: the account exists and is signed in; `email`, the address it was made with, still needs its link clicked. */
export function RegisterSuccess({ user, email }: { user: User; email: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onContinue = () => {
    queryClient.setQueryData(meQueryKey, user);
    void navigate(paths.dashboard.getHref(), { replace: true });
  };
  return (
    <div className={styles.center}>
      <span className={styles.bigIcon}>
        <IconMail size={32} />
      </span>
      <h2>{t('auth.registered.title')}</h2>
      <p className={styles.muted}>
        <TextWithEmail email={email} text={(address) => t('auth.registered.text', { email: address })} />
      </p>
      <Button size="lg" block icon={<IconArrowRight />} onClick={onContinue}>
        {t('auth.registered.continue')}
      </Button>
    </div>
  );
}
