import type { GameId } from '@fre/domain';
import type { ReactNode } from 'react';

/*
 * Each game's drawing on its lobby tile, inline (no request, no emoji font on low-end phones), in
 * the theme's colours: a drawing per game, told apart by its shape before its colour. Decorative:
 * the tile's link is named by the game's name beside it (docs/decisions/083).
 */
const SPADE = 'M0-7C-3-3-7-1-7 2.5-7 5-4.5 6.5-2 5-1.5 4.8-1 4.5-.8 4.2L-2 8H2L.8 4.2C1 4.5 1.5 4.8 2 5 4.5 6.5 7 5 7 2.5 7-1 3-3 0-7Z';
const CARD = { width: 20, height: 28, rx: 3 } as const;
const block = (x: number, y: number, climbed = false) => (
  <rect x={x} y={y} width="11" height="8.5" rx="1.5" fill={climbed ? 'var(--color-gain-soft)' : 'var(--color-night-600)'} stroke={climbed ? 'var(--color-gain)' : 'var(--color-gold-700)'} strokeWidth="1.5" />
);
const ball = (cx: number, cy: number, picked: boolean) => (
  <g key={`${cx}-${cy}`}>
    <circle cx={cx} cy={cy} r="5" fill={picked ? 'var(--color-gold-500)' : 'var(--color-night-500)'} />
    {picked ? <circle cx={cx - 1.6} cy={cy - 1.6} r="1.5" fill="#fff" fillOpacity="0.6" /> : null}
  </g>
);
const KENO_PICKS = new Set(['12-12', '36-12', '24-24', '12-36', '36-36']);

const ART: Record<GameId, ReactNode> = {
  slot: (
    <>
      <rect x="5" y="12" width="32" height="30" rx="5" fill="var(--color-gold-500)" stroke="var(--color-gold-700)" strokeWidth="2" />
      <rect x="9" y="6" width="24" height="8" rx="4" fill="var(--color-loss)" />
      <rect x="9" y="17" width="24" height="13" rx="2.5" fill="var(--color-text)" />
      <path d="M10.8 20.5h4.6L12.8 27M18.7 20.5h4.6L20.7 27M26.6 20.5h4.6L28.6 27" fill="none" stroke="var(--color-suit-red)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="14" y="34" width="14" height="3" rx="1.5" fill="var(--color-gold-700)" />
      <path d="M37 30h5V16" fill="none" stroke="var(--color-text-faint)" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="42" cy="13" r="3.5" fill="var(--color-loss)" />
    </>
  ),
  'fre-machine': (
    <>
      <circle cx="24" cy="26" r="17" fill="var(--color-gold-700)" />
      <circle cx="23" cy="25" r="16" fill="var(--color-gold-500)" />
      <circle cx="23" cy="25" r="12" fill="none" stroke="var(--color-gold-700)" strokeWidth="1.5" />
      <path d="M19.5 18.5h8.5M19.5 18.5v13M19.5 24.5h6.5" fill="none" stroke="var(--color-on-gold)" strokeWidth="3.2" strokeLinecap="round" />
      <ellipse cx="14.5" cy="16.5" rx="3.5" ry="2" transform="rotate(-40 14.5 16.5)" fill="#fff" fillOpacity="0.5" />
      <path d="M41 2l1.2 3.3L45.5 6.5l-3.3 1.2L41 11l-1.2-3.3L36.5 6.5l3.3-1.2Z" fill="var(--color-gold-300)" />
    </>
  ),
  towers: (
    <>
      {block(6.5, 35)}
      {block(18.5, 35, true)}
      {block(30.5, 35)}
      {block(12.5, 25)}
      {block(24.5, 25, true)}
      {block(18.5, 15, true)}
      <path d="M19 8l2.5-3.5h5L29 8l-5 6Z" fill="var(--color-gain)" />
      <path d="M21.5 4.5 19 8h3.8Z" fill="#fff" fillOpacity="0.5" />
    </>
  ),
  keno: (
    <>
      <rect x="3" y="3" width="42" height="42" rx="6" fill="none" stroke="var(--color-gold-700)" strokeWidth="1.5" />
      {[12, 24, 36].flatMap((cy) => [12, 24, 36].map((cx) => ball(cx, cy, KENO_PICKS.has(`${cx}-${cy}`))))}
      <circle cx="24" cy="24" r="7.5" fill="none" stroke="var(--color-gain)" strokeWidth="2" />
    </>
  ),
  hilo: (
    <>
      <rect x="6" y="12" {...CARD} transform="rotate(-12 16 26)" fill="var(--color-night-600)" stroke="var(--color-gold-500)" strokeWidth="1.5" />
      <g transform="rotate(8 31 23)">
        <rect x="21" y="9" {...CARD} fill="var(--color-text)" />
        <path d="M31 12.5l5.5 7h-11Z" fill="var(--color-gain)" />
        <path d="M31 33.5l5.5-7h-11Z" fill="var(--color-loss)" />
      </g>
    </>
  ),
  blackjack: (
    <>
      <g transform="rotate(-12 17 25)">
        <rect x="7" y="11" {...CARD} fill="var(--color-night-600)" stroke="var(--color-gold-500)" strokeWidth="1.5" />
        <path d="M17 18l5 7-5 7-5-7Z" fill="var(--color-gold-500)" />
      </g>
      <g transform="rotate(10 31 24)">
        <rect x="21" y="10" {...CARD} fill="var(--color-text)" />
        <path d="M23.6 19.5l2-6 2 6M24.3 17.5h2.6" fill="none" stroke="var(--color-night-950)" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
        <path d={SPADE} transform="translate(32 25.5) scale(0.95)" fill="var(--color-night-950)" />
      </g>
    </>
  ),
};

/** A game's drawing, `size` px square. */
export function GameIcon({ game, size = 40 }: { game: GameId; size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      {ART[game]}
    </svg>
  );
}
