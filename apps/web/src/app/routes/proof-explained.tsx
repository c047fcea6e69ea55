import { LanguageSelector } from '#web/components/language-selector/language-selector.tsx';
import { ProofExplainedPage } from '#web/features/proof-of-liabilities/components/proof-explained-page.tsx';

/** /preuve (public): the proof of liabilities explained, with the language selector. */
export default function ProofExplainedRoute() {
  return <ProofExplainedPage headerAction={<LanguageSelector />} />;
}
