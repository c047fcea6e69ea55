import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { restoreFocus } from '#web/lib/focus/page-heading.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, newest last: Escape closes the newest only. */
const openDialogs: object[] = [];

interface ModalBehaviour {
  /** False while the dialog is not shown (a dialog that stays mounted closed). */
  open?: boolean;
  /** Escape, wherever the focus is. */
  onEscape: () => void;
  /** Where focus goes on open: the panel itself (its title is read), or its first control. An element with `data-autofocus` wins. */
  initialFocus?: 'panel' | 'first';
  /**
   * Give focus back to the opener on close (default true). False for a dialog that a request
   * opened while its button was busy: that button takes the focus back itself when it is done.
   */
  returnFocus?: boolean;
}

/**
 * What makes a dialog modal, for every dialog and sheet of the app (one way, decision 041): focus
 * moves in on open and back to the opener on close (or to the page's heading when the opener is
 * gone), Tab stays inside, Escape closes the newest one even when focus has left it (autofill, a
 * script), and the page behind does not scroll. Put `ref` and `onKeyDown` on the panel.
 */
export function useModalBehaviour<T extends HTMLElement>({ open = true, onEscape, initialFocus = 'panel', returnFocus = true }: ModalBehaviour) {
  const ref = useRef<T>(null);
  const onEscapeRef = useRef(onEscape);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    onEscapeRef.current = onEscape;
    returnFocusRef.current = returnFocus;
  });

  // A layout effect: Preact runs plain effects after the next frame, and an Escape or a Tab pressed
  // in that gap (a keyboard user, a slow phone) reached a dialog that was shown but not yet listening.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = ref.current;
    const wanted = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? (initialFocus === 'first' ? panel?.querySelector<HTMLElement>(FOCUSABLE) : null);
    (wanted ?? panel)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const self = {};
    openDialogs.push(self);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogs.at(-1) !== self) return;
      event.stopPropagation();
      onEscapeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.body.style.overflow = overflow;
      if (returnFocusRef.current) restoreFocus(opener);
    };
    // The focus target is read once, at opening.
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<T>) => {
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

  return { ref, onKeyDown };
}
