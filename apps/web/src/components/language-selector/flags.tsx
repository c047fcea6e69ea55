import type { Language } from '@fre/domain';
import type { ReactNode } from 'react';

/** Small inline flags (no emoji, no network request). 3:2, rounded by the caller. */
const FLAGS: Record<Language, ReactNode> = {
  fr: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#0055a4" />
      <rect x="20" width="10" height="20" fill="#ef4135" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  ru: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="6.67" width="30" height="6.67" fill="#0039a6" />
      <rect y="13.33" width="30" height="6.67" fill="#d52b1e" />
    </>
  ),
  zh: (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <path d="m5 2.5 1.18 3.6h3.8l-3.07 2.23 1.17 3.6L5 9.7l-3.08 2.23 1.17-3.6L0 6.1h3.82Z" fill="#ffde00" />
      <circle cx="10.5" cy="2.5" r="0.9" fill="#ffde00" />
      <circle cx="12.5" cy="4.8" r="0.9" fill="#ffde00" />
      <circle cx="12.5" cy="7.8" r="0.9" fill="#ffde00" />
      <circle cx="10.5" cy="10" r="0.9" fill="#ffde00" />
    </>
  ),
};

export function Flag({ language, width = 24 }: { language: Language; width?: number }) {
  return (
    <svg width={width} height={(width * 2) / 3} viewBox="0 0 30 20" aria-hidden="true" focusable="false" style={{ borderRadius: 3, flex: 'none' }}>
      {FLAGS[language]}
    </svg>
  );
}
