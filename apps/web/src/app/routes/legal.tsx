import { lazy } from 'react';
import type { PublicPage } from '#web/config/paths.ts';
import { LanguageSelector } from '#web/components/language-selector/language-selector.tsx';
import { LegalPage } from '#web/features/legal/components/legal-page.tsx';

const ProofExplained = lazy(() => import('./proof-explained.tsx'));
const Transparency = lazy(() => import('./transparency.tsx'));

/** /privacy, /cookies, /terms, /preuve and /transparence (public), with the language selector. */
export default function LegalRoute({ page }: { page: PublicPage }) {
  if (page === 'preuve') return <ProofExplained />;
  if (page === 'transparence') return <Transparency />;
  return <LegalPage page={page} headerAction={<LanguageSelector />} />;
}
