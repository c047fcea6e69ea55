import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { restoreFocus } from '../lib/focus/page-heading';
import styles from './modal.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, newest last: Escape closes the newest only. */
const openModals: object[] = [];

interface ModalProps {
  title: ReactNode;
  /** Escape, the close button and (unless `dismissible` is false) a tap outside call this. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Small text or icon above the title (a badge, a step counter). */
  eyebrow?: ReactNode;
  tone?: 'default' | 'info' | 'warning' | 'success';
  /** A tap on the backdrop closes (default true). */
  dismissible?: boolean;
  closeLabel: string;
  /** Extra class on the panel. */
  className?: string;
  /**
   * Give focus back to the opener on close (default true). False for a dialog that a request
   * opened while its button was busy: that button takes the focus back itself when it is done.
   */
  returnFocus?: boolean;
}

/**
 * An accessible modal dialog (role dialog, aria-modal): focus moves in and returns to the opener
 * (or to the page's heading when the dialog opened by itself), Tab stays inside, Escape closes, the
 * page behind does not scroll. A sheet on phones. Its top and bottom rows are plain divs: a header
 * or footer here would be read as a second banner and contentinfo landmark of the page.
 */
export function Modal({ title, onClose, children, footer, eyebrow, tone = 'default', dismissible = true, closeLabel, className, returnFocus = true }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: Preact runs plain effects after the next frame, and an Escape or a Tab pressed
  // in that gap (a keyboard user, a slow phone) reached a dialog that was shown but not yet listening.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = ref.current;
    (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Escape is heard on the whole page, not only inside the panel: focus can leave it (a field
    // behind focused by autofill or a script), and the modal must still close.
    const self = {};
    openModals.push(self);
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openModals.at(-1) !== self) return;
      event.stopPropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      openModals.splice(openModals.indexOf(self), 1);
      document.body.style.overflow = overflow;
      if (returnFocusRef.current) restoreFocus(opener);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.overlay} onMouseDown={(event) => dismissible && event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
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
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
