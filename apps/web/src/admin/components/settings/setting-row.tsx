import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Switch } from '#web/components/switch.tsx';
import { IconBag, IconCheck, IconDice, IconTool, IconUsers } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useUpdateAdminSettings } from '../../api/update-admin-settings.ts';
import { formatTime } from '../../format.ts';
import type { Settings } from '../../types.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import styles from './settings-page.module.css';

export const SETTING_ITEMS = ['maintenance', 'referrals', 'games', 'shop'] as const satisfies readonly (keyof Settings)[];
type SettingName = (typeof SETTING_ITEMS)[number];

const ICONS = { maintenance: IconTool, referrals: IconUsers, games: IconDice, shop: IconBag } as const;

/** One setting: what it does, its saved state, and a switch that asks before saving the change. */
export function SettingRow({ name, value }: { name: SettingName; value: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useApiErrorText();
  const update = useUpdateAdminSettings();
  const [pending, setPending] = useState<boolean | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const textId = useId();
  const Icon = ICONS[name];
  // Turning maintenance on, or a feature off, takes something away from every player.
  const risky = name === 'maintenance' ? pending === true : pending === false;
  const direction = pending ? 'on' : 'off';

  const onConfirm = () => {
    if (pending === null) return;
    update.mutate(
      { [name]: pending },
      {
        onSuccess: () => {
          setSavedAt(new Date().toISOString());
          setPending(null);
        },
      },
    );
  };

  return (
    <li className={`${styles.row} ${name === 'maintenance' && value ? styles.alert : ''}`}>
      <span className={styles.icon}>
        <Icon size={22} />
      </span>
      <div className={styles.text}>
        <h2 className={styles.title}>{t(`settings.items.${name}.title`)}</h2>
        <p id={textId} className={styles.description}>
          {t(`settings.items.${name}.text`)}
        </p>
        <p className={styles.state} aria-live="polite">
          <strong className={value ? styles.on : styles.off}>{value ? t('settings.on') : t('settings.off')}</strong>
          {savedAt ? (
            <span className={styles.saved}>
              <IconCheck size={14} /> {t('settings.saved', { time: formatTime(savedAt, i18n.language) })}
            </span>
          ) : null}
        </p>
      </div>
      <Switch
        checked={value}
        label={t(`settings.items.${name}.title`)}
        describedBy={textId}
        busy={update.isPending}
        onChange={(next) => {
          update.reset();
          setPending(next);
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        tone={risky ? 'danger' : 'primary'}
        title={t(`settings.items.${name}.confirm.${direction}.title`)}
        confirmLabel={t(`settings.items.${name}.confirm.${direction}.button`)}
        pending={update.isPending}
        error={update.error ? errorText(update.error) : undefined}
        onConfirm={onConfirm}
        onCancel={() => setPending(null)}
      >
        <p>{t(`settings.items.${name}.confirm.${direction}.text`)}</p>
      </ConfirmDialog>
      {update.isError && pending === null ? (
        <div className={styles.error}>
          <ErrorBanner>
            {errorText(update.error)}
          </ErrorBanner>
        </div>
      ) : null}
    </li>
  );
}
