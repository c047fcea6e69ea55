import type { ComponentProps } from 'react';
import { ConfirmDialog as AppConfirmDialog } from '../../../../components/confirm-dialog';
import { useTranslation } from '../../../../lib/use-translation';

/** The app's confirmation (components/confirm-dialog.tsx), with the back office's Cancel. */
export function ConfirmDialog(props: Omit<ComponentProps<typeof AppConfirmDialog>, 'cancelLabel'>) {
  const { t } = useTranslation('admin');
  return <AppConfirmDialog {...props} cancelLabel={t('dialog.cancel')} />;
}
