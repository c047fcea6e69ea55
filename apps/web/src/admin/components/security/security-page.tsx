import { useTranslation } from '#web/lib/use-translation.ts';
import { PageHeader } from '../ui/page-header.tsx';
import layout from '../ui/page-layout.module.css';
import { AdminSessionsCard } from './admin-sessions-card.tsx';
import { AuditLogCard } from './audit-log-card.tsx';
import { ChangeCodeForm } from './change-code-form.tsx';
import styles from './security-page.module.css';

/** /admin/security: my access code, the admins signed in now, and the append-only audit log (decision 070). */
export function SecurityPage() {
  const { t } = useTranslation('admin');
  return (
    <div className={`${layout.page} ${styles.page}`}>
      <PageHeader title={t('pages.security.title')} description={t('security.description')} />
      <div className={`${layout.columns} ${styles.top}`}>
        <ChangeCodeForm />
        <AdminSessionsCard />
      </div>
      <AuditLogCard />
    </div>
  );
}
