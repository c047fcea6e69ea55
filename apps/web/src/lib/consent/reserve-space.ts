/**
 * While the cookie notice is open over the bottom of the page, the page gets that much room at its
 * end (the CSS variable --consent-space, read by consent.module.css): whatever the notice covers —
 * the landing's main button on a small phone — can still be scrolled above it. Follows the
 * notice's height (another language, larger text); returns the undo.
 */
export function reserveSpaceFor(notice: HTMLElement): () => void {
  const root = document.documentElement;
  const update = () => {
    // From the notice's top edge to the bottom of the screen: its height and its margin below. Its
    // laid-out place (offsetTop of a fixed box), not the drawn one, which rises in as it opens.
    root.style.setProperty('--consent-space', `${Math.max(0, Math.ceil(window.innerHeight - notice.offsetTop))}px`);
  };
  update();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  observer?.observe(notice);
  window.addEventListener('resize', update);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', update);
    root.style.removeProperty('--consent-space');
  };
}
