import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';
import { useModalBehaviour } from './use-modal-behaviour.ts';

interface ModalProps {
  title: ReactNode;
  /** Escape, the close button and (unless `dismissible` is false) a tap outside call this. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Small text or icon above the title (a badge, a step counter). */
  eyebrow?: ReactNode;
  tone?: 'default' | 'info' | 'warning' | 'success' | 'danger';
  /** A tap on the backdrop closes (default true). */
  dismissible?: boolean;
  /** The close button's name; without it there is no close button (a confirmation has its own Cancel). */
  closeLabel?: string;
  /** Extra class on the panel. */
  className?: string;
  /** alertdialog: it asks before an action and waits for the answer (the body is its description). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Give focus back to the opener on close (default true). False for a dialog that a request
   * opened while its button was busy: that button takes the focus back itself when it is done.
   */
  returnFocus?: boolean;
}

/**
 * The app's dialog (role dialog or alertdialog, aria-modal), and its sheets: modal behaviour from
 * useModalBehaviour, a sheet on phones and a centred panel on wide screens. Its top and bottom rows
 * are plain divs: a header or footer here would be read as a second banner and contentinfo landmark
 * of the page.
 */
export function Modal({ title, onClose, children, footer, eyebrow, tone = 'default', dismissible = true, closeLabel, className, role = 'dialog', returnFocus = true }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const { ref, onKeyDown } = useModalBehaviour<HTMLDivElement>({ onEscape: onClose, returnFocus });

  return createPortal(
    <div className={styles.overlay} onMouseDown={(event) => dismissible && event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === 'alertdialog' ? bodyId : undefined}
        tabIndex={-1}
        className={[styles.panel, styles[tone], className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <div className={styles.heading}>
            {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          </div>
          {closeLabel ? (
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          ) : null}
        </div>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
