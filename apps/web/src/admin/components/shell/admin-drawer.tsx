import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconClose } from '#web/components/icons.tsx';
import { useModalBehaviour } from '#web/components/use-modal-behaviour.ts';
import styles from './admin-drawer.module.css';
import { AdminNav } from './admin-nav.tsx';

interface AdminDrawerProps {
  open: boolean;
  onClose: () => void;
  header: ReactNode;
  footer: ReactNode;
}

/** The navigation on phones: a sheet from the left, closed by a link, the close button, Escape or the scrim. */
export function AdminDrawer({ open, onClose, header, footer }: AdminDrawerProps) {
  const { t } = useTranslation('admin');
  const { ref, onKeyDown } = useModalBehaviour<HTMLDivElement>({ open, onEscape: onClose, initialFocus: 'first' });
  if (!open) return null;
  return createPortal(
    <div className={styles.overlay} onClick={onClose}>
      <div
        ref={ref}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={t('shell.menu')}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <div onClick={onClose}>{header}</div>
          <button type="button" className={styles.close} aria-label={t('shell.closeMenu')} onClick={onClose}>
            <IconClose size={22} />
          </button>
        </div>
        <AdminNav onNavigate={onClose} />
        <div className={styles.foot} onClick={onClose}>
          {footer}
        </div>
      </div>
    </div>,
    document.body,
  );
}
