import type { SlotSymbol } from '@fre/domain';
import type { ReactNode } from 'react';

/*
 * The reel faces, drawn inline (no emoji font on many low-end phones, no request): each one a
 * shape and a colour of its own, so that a lemon and an orange, or a plum and a diamond, cannot be
 * taken for each other at reel size or by a player who tells colours apart badly. Theme colours
 * come from the tokens; the fruits' own colours are part of the drawing, as a flag's are.
 */
const LEAF = '#2e9e4f';
const STEM = '#7a4a1f';
const SHINE = { fill: '#fff', fillOpacity: 0.55 };

const ART: Record<SlotSymbol, ReactNode> = {
  cherry: (
    <>
      <path d="M21 40C23 28 30 18 40 10M44 42C42 30 41 20 40 10" fill="none" stroke="#3f8f3a" strokeWidth="3" strokeLinecap="round" />
      <path d="M40 10C46 4 56 5 58 9 52 13 45 14 40 10Z" fill={LEAF} />
      <circle cx="21" cy="45" r="12" fill="var(--color-suit-red)" />
      <circle cx="19.5" cy="43.5" r="10.5" fill="var(--color-loss)" />
      <ellipse cx="16" cy="40" rx="3" ry="2" transform="rotate(-35 16 40)" {...SHINE} />
      <circle cx="44" cy="47" r="12" fill="var(--color-suit-red)" />
      <circle cx="42.5" cy="45.5" r="10.5" fill="var(--color-loss)" />
      <ellipse cx="39" cy="42" rx="3" ry="2" transform="rotate(-35 39 42)" {...SHINE} />
    </>
  ),
  lemon: (
    <>
      <path
        d="M7 35C7 32 9 30 12 29 17 19 30 15 42 18 48 19.5 52 23 54 27 57 27.5 59 30 58 33 57.5 35 56 36 54 36.5 50 46 38 51 26 49 18 48 13 44 11 40 8.5 39.5 7 37.5 7 35Z"
        fill="var(--color-gold-300)"
        stroke="var(--color-gold-700)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M18 30C23 24 31 22 38 23" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="3" strokeLinecap="round" />
      <g fill="var(--color-gold-700)" fillOpacity="0.45">
        <circle cx="30" cy="38" r="1" />
        <circle cx="38" cy="42" r="1" />
        <circle cx="44" cy="34" r="1" />
        <circle cx="24" cy="43" r="1" />
      </g>
    </>
  ),
  orange: (
    <>
      <circle cx="32" cy="37" r="21" fill="#d9650b" />
      <circle cx="30.5" cy="35.5" r="18.5" fill="#ff8c1a" />
      <ellipse cx="23" cy="28" rx="5.5" ry="3" transform="rotate(-35 23 28)" {...SHINE} />
      <g fill="#b4520a" fillOpacity="0.45">
        <circle cx="36" cy="40" r="1" />
        <circle cx="28" cy="45" r="1" />
        <circle cx="42" cy="32" r="1" />
        <circle cx="39" cy="48" r="1" />
      </g>
      <path d="M32 17C31 14 31 12 32 10" fill="none" stroke={STEM} strokeWidth="3" strokeLinecap="round" />
      <path d="M33 14C37 7 46 6 51 9 47 15 39 17 33 14Z" fill={LEAF} />
    </>
  ),
  plum: (
    <>
      <path d="M32 14C46 14 54 25 53 38 52 50 43 57 32 57 21 57 12 50 11 38 10 25 18 14 32 14Z" fill="#5a2688" />
      <path d="M31 16C43 16 50 26 49 37 48 48 40 54 31 54 21 54 14 47 14 37 14 26 20 16 31 16Z" fill="#9250cc" />
      <path d="M33 17C27 27 27 44 34 55" fill="none" stroke="#4a1d73" strokeOpacity="0.75" strokeWidth="2" strokeLinecap="round" />
      <ellipse cx="22" cy="29" rx="3.5" ry="6" transform="rotate(20 22 29)" fill="#fff" fillOpacity="0.35" />
      <path d="M32 15C32 10 34 7 38 5" fill="none" stroke={STEM} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  bell: (
    <>
      <circle cx="32" cy="53" r="5" fill="var(--color-gold-700)" />
      <path
        d="M32 9C21 9 16 18 16 29V40C16 43 13 45 10 47V50H54V47C51 45 48 43 48 40V29C48 18 43 9 32 9Z"
        fill="var(--color-gold-500)"
        stroke="var(--color-gold-700)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="10" y="45" width="44" height="5" rx="2" fill="var(--color-gold-700)" />
      <circle cx="32" cy="7.5" r="3.5" fill="var(--color-gold-700)" />
      <path d="M24 16C21 21 21 30 21 38" fill="none" stroke="#fff" strokeOpacity="0.55" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  bar: (
    <>
      <rect x="5" y="17" width="54" height="30" rx="6" fill="var(--color-night-700)" stroke="var(--color-gold-500)" strokeWidth="3" />
      <rect x="10" y="22" width="44" height="20" rx="3" fill="none" stroke="var(--color-gold-700)" strokeOpacity="0.7" />
      <text x="32" y="38.5" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="16" fontWeight="900" letterSpacing="1" fill="var(--color-gold-300)">
        BAR
      </text>
    </>
  ),
  seven: (
    <>
      <path d="M13 10H51V18C42 28 36 40 34 55H21C23 41 29 29 37 19H13Z" fill="var(--color-loss)" stroke="var(--color-gold-300)" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M16 13.5H47" stroke="#fff" strokeOpacity="0.45" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  jackpot: (
    <>
      <path d="M11 24 21 11H43L53 24Z" fill="#7fd6ff" />
      <path d="M11 24H53L32 55Z" fill="var(--color-ton)" />
      <path d="M32 24H53L32 55Z" fill="var(--color-ton-deep)" />
      <path d="M21 11 26.5 24 32 11 37.5 24 43 11M26.5 24 32 55 37.5 24" fill="none" stroke="#fff" strokeOpacity="0.55" strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M11 24 21 11H43L53 24 32 55Z" fill="none" stroke="#bfe9ff" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M52 3 53.4 7.6 58 9 53.4 10.4 52 15 50.6 10.4 46 9 50.6 7.6Z" fill="#fff" />
    </>
  ),
};

/** One reel face; decorative (aria-hidden): whoever shows it gives it its translated name. */
export function SlotSymbolArt({ symbol, size = 48 }: { symbol: SlotSymbol; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {ART[symbol]}
    </svg>
  );
}
