/*
 * What a Towers tile hides, drawn inline so that a revealed tower reads at a glance and without
 * colour alone: a gem on a safe tile, a bomb on a trap. Decorative: the tile's button names it.
 */

/** A cut gem, green as a gain: its facets lit from the top left. */
export function GemArt() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path d="M5 9 9 4h6l4 5-7 11Z" fill="var(--color-gain)" stroke="var(--color-night-950)" strokeOpacity="0.5" strokeWidth="1" strokeLinejoin="round" />
      <path d="M9 4 5 9h5.5Z" fill="#fff" fillOpacity="0.45" />
      <path d="M15 4l4 5h-5.5Z" fill="var(--color-night-950)" fillOpacity="0.25" />
      <path d="M10.5 9 12 20l1.5-11Z" fill="#fff" fillOpacity="0.25" />
      <path d="M5 9h14M9 4l1.5 5L12 4l1.5 5L15 4" fill="none" stroke="var(--color-night-950)" strokeOpacity="0.35" strokeWidth="0.8" strokeLinejoin="round" />
    </svg>
  );
}

/** A round black bomb with its fuse alight. */
export function BombArt() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path d="M16 7.5q2-4.5 5-3" fill="none" stroke="var(--color-gold-700)" strokeWidth="1.5" strokeLinecap="round" />
      <rect x="13.2" y="6" width="4.5" height="3.4" rx="0.8" transform="rotate(45 15.45 7.7)" fill="var(--color-night-500)" />
      <circle cx="11" cy="14" r="7.2" fill="var(--color-night-950)" stroke="var(--color-text-faint)" strokeWidth="0.8" />
      <ellipse cx="8.4" cy="11.4" rx="2.2" ry="1.2" transform="rotate(-40 8.4 11.4)" fill="#fff" fillOpacity="0.5" />
      <path d="M21 1.6l.7 1.7 1.7.7-1.7.7-.7 1.7-.7-1.7-1.7-.7 1.7-.7Z" fill="var(--color-gold-300)" />
    </svg>
  );
}
