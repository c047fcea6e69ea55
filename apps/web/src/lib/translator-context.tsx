import { createContext, type ReactNode } from 'react';
import type { Translator } from './translator.ts';

/** The translator the components below read (the app's own when none is given). */
export const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}
