import { useId } from 'react';

/** The FRE Mining mark: a gold coin holding a cut gem. */
export function Logo({ size = 32, title }: { size?: number; title?: string }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="-1 -1 2 2" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-gold-300)" />
          <stop offset="1" stopColor="var(--color-gold-700)" />
        </linearGradient>
      </defs>
      <circle r="0.98" fill={`url(#${gradient})`} />
      <circle r="0.8" fill="var(--color-night-800)" />
      <path d="M-.48-.11-.24-.4H.24L.48-.11 0 .5Z" fill={`url(#${gradient})`} />
      <path d="M-.48-.11H.48M-.24-.4-.1-.11 0 .5M.24-.4.1-.11" stroke="var(--color-night-800)" strokeWidth="0.05" fill="none" />
    </svg>
  );
}
