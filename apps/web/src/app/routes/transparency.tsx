import { LanguageSelector } from '#web/components/language-selector/language-selector.tsx';
import { TransparencyPage } from '#web/features/transparency/components/transparency-page.tsx';

/** /transparence (public): the figures and the rules, with the language selector. */
export default function TransparencyRoute() {
  return <TransparencyPage headerAction={<LanguageSelector />} />;
}
