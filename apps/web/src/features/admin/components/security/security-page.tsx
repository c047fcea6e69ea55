import { useTranslation } from '../../../../lib/use-translation';
import { PageHeader } from '../ui/page-header';
import { AdminSessionsCard } from './admin-sessions-card';
import { AuditLogCard } from './audit-log-card';
import { ChangeCodeForm } from './change-code-form';
import styles from './security-page.module.css';

/** /admin/security: my access code, the admins signed in now, and the append-only audit log (D6). */
export function SecurityPage() {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.page}>
      <PageHeader title={t('pages.security.title')} description={t('security.description')} />
      <div className={styles.top}>
        <ChangeCodeForm />
        <AdminSessionsCard />
      </div>
      <AuditLogCard />
    </div>
  );
}
