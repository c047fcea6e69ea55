import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useSetUserRole } from '../../api/set-user-role.ts';
import type { AdminUserDetail } from '../../types.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import layout from '../ui/page-layout.module.css';
import styles from './user-detail-page.module.css';

/** Promotes to administrator (who then creates their own access code) or removes the rights. */
export function RoleControl({ user }: { user: AdminUserDetail['user'] }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const setRole = useSetUserRole();
  const [confirming, setConfirming] = useState(false);
  const promoting = user.role !== 'admin';

  const onConfirm = () =>
    setRole.mutate({ userId: user.id, role: promoting ? 'admin' : 'user' }, { onSettled: () => setConfirming(false) });

  return (
    <div className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('users.role.title')}</h3>
      <p className={layout.muted}>{promoting ? t('users.role.isUser') : t('users.role.isAdmin')}</p>
      {setRole.error ? (
        <ErrorBanner>
          {errorText(setRole.error)}
        </ErrorBanner>
      ) : null}
      <Button
        variant={promoting ? 'secondary' : 'danger'}
        onClick={() => {
          setRole.reset();
          setConfirming(true);
        }}
      >
        {promoting ? t('users.role.promote') : t('users.role.demote')}
      </Button>
      <ConfirmDialog
        open={confirming}
        tone={promoting ? 'primary' : 'danger'}
        title={promoting ? t('users.role.promoteTitle', { nickname: user.nickname }) : t('users.role.demoteTitle', { nickname: user.nickname })}
        confirmLabel={promoting ? t('users.role.promoteConfirm') : t('users.role.demoteConfirm')}
        pending={setRole.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{promoting ? t('users.role.promoteText') : t('users.role.demoteText')}</p>
      </ConfirmDialog>
    </div>
  );
}
