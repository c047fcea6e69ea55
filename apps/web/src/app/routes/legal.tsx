import { lazy } from 'react';
import type { PublicPage } from '#web/config/paths.ts';
import { LanguageSelector } from '#web/components/language-selector/language-selector.tsx';
import { LegalPage } from '#web/features/legal/components/legal-page.tsx';

const ProofExplained = lazy(() => import('./proof-explained.tsx'));

/** /privacy, /cookies, /terms and /preuve (public), with the language selector. */
export default function LegalRoute({ page }: { page: PublicPage }) {
  return page === 'preuve' ? <ProofExplained /> : <LegalPage page={page} headerAction={<LanguageSelector />} />;
}
