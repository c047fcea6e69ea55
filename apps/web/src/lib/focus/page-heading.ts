/**
 * Where keyboard focus goes when what had it disappears (WCAG 2.4.3): the page's main heading, the
 * first h1 outside any dialog. Screen readers read on from there, and Tab continues from it.
 * Framework-free: the pre-rendered landing's script uses it too.
 */

/**
 * True when no control has the keyboard focus: the page itself, or a control just disabled (the
 * browser moves focus off it at its next rendering, not at once).
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.matches(':disabled');
}

export function pageHeading(): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('main h1, h1')].find((heading) => !heading.closest('[role="dialog"]')) ?? null;
}

/**
 * Focuses the page's heading, made focusable by script only (tabindex -1, out of the Tab order).
 * False when the page shows none yet (still loading).
 */
export function focusPageHeading({ preventScroll = false }: { preventScroll?: boolean } = {}): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll });
  return document.activeElement === heading;
}

/**
 * Gives focus back when a dialog or menu closes: to the control that opened it while it is still
 * on the page, else (it opened by itself, or its opener is gone) to the page's heading.
 */
export function restoreFocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
    opener.focus({ preventScroll: true });
    if (document.activeElement === opener) return;
  }
  focusPageHeading({ preventScroll: true });
}
