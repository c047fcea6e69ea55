import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../../lib/use-translation';
import { Banner } from '../../../../components/banner';
import { Button } from '../../../../components/button';
import { IconAlert } from '../../../../components/icons';
import styles from './confirm-dialog.module.css';
import { useModalFocus } from './use-modal-focus';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** danger: the action takes something away (ban, debit, demotion, revocation, maintenance). */
  tone?: 'primary' | 'danger';
  pending?: boolean;
  /** The server's message when the confirmed action failed; the dialog stays open. */
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that changes money, access or the whole product; focus starts on Cancel. */
export function ConfirmDialog({ open, title, children, confirmLabel, tone = 'primary', pending = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const bodyId = useId();
  const cancel = () => {
    if (!pending) onCancel();
  };
  const { ref, onKeyDown } = useModalFocus<HTMLDivElement>(open, cancel);
  if (!open) return null;
  return createPortal(
    <div className={styles.overlay} onClick={cancel}>
      <div
        ref={ref}
        className={styles.panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {tone === 'danger' ? (
            <span className={styles.icon}>
              <IconAlert size={20} />
            </span>
          ) : null}
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        ) : null}
        {error ? (
          <Banner tone="error" icon={<IconAlert />}>
            {error}
          </Banner>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={cancel} disabled={pending} data-autofocus>
            {t('dialog.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
