import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconShield } from '#web/components/icons.tsx';
import type { AdminUserDetail } from '../../types.ts';
import layout from '../ui/page-layout.module.css';
import { BanControl } from './ban-control.tsx';
import { RoleControl } from './role-control.tsx';
import { TwoStepResetControl } from './two-step-reset-control.tsx';

/** Ban/unban, promote/demote and the reset of two-step sign-in; an admin never acts on their own account (the server refuses too). */
export function AccountActions({ user, self }: { user: AdminUserDetail['user']; self: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('users.actions.title')} icon={<IconShield size={16} />}>
      {self ? (
        <p className={layout.muted}>{t('users.actions.self')}</p>
      ) : (
        <>
          <BanControl user={user} />
          <RoleControl user={user} />
          <TwoStepResetControl user={user} />
        </>
      )}
    </Card>
  );
}
