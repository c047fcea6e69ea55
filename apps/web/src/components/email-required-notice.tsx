import type { User } from '@fre/domain';
import { useId } from 'react';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/button.tsx';
import { TextWithEmail } from '#web/components/email-address.tsx';
import { IconArrowRight, IconMail } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { emailStatus } from '#web/lib/auth/email-status.ts';
import styles from './email-required-notice.module.css';

/**
 * Before the identity check's or a withdrawal's form (decision 045): these need a confirmed email
 * address, which an account made in Telegram may not have yet (the server answers email_required).
 * Says what is missing and leads to Security, where the address is added; nothing once confirmed.
 */
export function EmailRequiredNotice({ user }: { user: Pick<User, 'email' | 'emailVerified'> }) {
  const { t } = useTranslation('email-required');
  const titleId = useId();
  const status = emailStatus(user);
  if (status === 'confirmed') return null;
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <IconMail size={22} />
      </span>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t(status === 'none' ? 'noneTitle' : 'unconfirmedTitle')}
        </h2>
        <p>
          {user.email === null ? (
            t('noneText')
          ) : (
            <TextWithEmail email={user.email} text={(email) => t('unconfirmedText', { email })} />
          )}
        </p>
      </div>
      <ButtonLink to={paths.profileSecurity.getHref()} variant={status === 'none' ? 'primary' : 'secondary'} block icon={<IconArrowRight />} className={styles.action}>
        {t(status === 'none' ? 'add' : 'open')}
      </ButtonLink>
    </section>
  );
}
