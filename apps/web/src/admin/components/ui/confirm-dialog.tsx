import type { ComponentProps } from 'react';
import { ConfirmDialog as AppConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';

/** The app's confirmation (components/confirm-dialog.tsx), with the back office's Cancel. */
export function ConfirmDialog(props: Omit<ComponentProps<typeof AppConfirmDialog>, 'cancelLabel'>) {
  const { t } = useTranslation('admin');
  return <AppConfirmDialog {...props} cancelLabel={t('dialog.cancel')} />;
}
