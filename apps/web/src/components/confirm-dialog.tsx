import type { ReactNode } from 'react';
import { ErrorBanner } from './banner.tsx';
import { Button } from './button.tsx';
import { IconAlert } from './icons.tsx';
import { Modal } from './modal.tsx';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** danger: the action takes something away (an unlinked wallet, a ban, a debit). */
  tone?: 'primary' | 'danger';
  pending?: boolean;
  /** The server's message when the confirmed action failed; the dialog stays open. */
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be undone (an alert dialog on the app's Modal): focus starts
 * on Cancel, and while the action runs nothing closes it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, tone = 'primary', pending = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  if (!open) return null;
  const cancel = () => {
    if (!pending) onCancel();
  };
  return (
    <Modal
      role="alertdialog"
      tone={tone === 'danger' ? 'danger' : 'default'}
      title={
        <span className={styles.title}>
          {tone === 'danger' ? (
            <span className={styles.icon}>
              <IconAlert size={20} />
            </span>
          ) : null}
          {title}
        </span>
      }
      onClose={cancel}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={cancel} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {children}
      <ErrorBanner>{error}</ErrorBanner>
    </Modal>
  );
}
