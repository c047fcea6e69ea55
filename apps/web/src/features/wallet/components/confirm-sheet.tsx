import { useId, useLayoutEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/use-translation';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { IconAlert } from '../../../components/icons';
import styles from './confirm-sheet.module.css';

interface ConfirmSheetProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A bottom sheet asking before an action that cannot be undone; Escape or the backdrop cancel. */
export function ConfirmSheet({ open, title, children, confirmLabel, pending = false, error, onConfirm, onCancel }: ConfirmSheetProps) {
  const { t } = useTranslation('ton');
  const titleId = useId();
  // From the commit, not after the next frame (Preact's effects): see components/modal.tsx.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !pending && onCancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, pending, onCancel]);
  if (!open) return null;
  return createPortal(
    <div className={styles.overlay} onClick={() => !pending && onCancel()}>
      <div className={styles.sheet} role="alertdialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children ? <div className={styles.body}>{children}</div> : null}
        {error ? (
          <Banner tone="error" icon={<IconAlert />}>
            {error}
          </Banner>
        ) : null}
        <div className={styles.actions}>
          <Button autoFocus variant="secondary" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
