import type { LegalPage as PageName } from '#web/config/paths.ts';
import { LanguageSelector } from '#web/components/language-selector/language-selector.tsx';
import { LegalPage } from '#web/features/legal/components/legal-page.tsx';

/** /privacy, /cookies, /terms (public), with the language selector. */
export default function LegalRoute({ page }: { page: PageName }) {
  return <LegalPage page={page} headerAction={<LanguageSelector />} />;
}
