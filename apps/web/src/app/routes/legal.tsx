import type { LegalPage as PageName } from '../paths';
import { LanguageSelector } from '../../features/language/components/language-selector';
import { LegalPage } from '../../features/legal/components/legal-page';

/** /privacy, /cookies, /terms (public), with the language selector. */
export default function LegalRoute({ page }: { page: PageName }) {
  return <LegalPage page={page} headerAction={<LanguageSelector />} />;
}
