import { useTranslation } from '#web/lib/use-translation.ts';
import { useAdminSettings } from '../../api/get-admin-settings.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { SETTING_ITEMS, SettingRow } from './setting-row.tsx';
import styles from './settings-page.module.css';

/** /admin/settings: the feature flags and maintenance mode, each change confirmed, saved and shown as saved. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  return (
    <div className={styles.page}>
      <PageHeader title={t('pages.settings.title')} description={t('settings.description')} />
      {settings.isPending ? <LoadingBlocks rows={4} /> : null}
      {settings.isError ? <LoadError error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} /> : null}
      {settings.data ? (
        <ul className={styles.list}>
          {SETTING_ITEMS.map((key) => (
            <SettingRow key={key} name={key} value={settings.data[key]} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
