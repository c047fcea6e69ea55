import { formatRate } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Amount } from './amount.tsx';
import type { FreProps } from './fre.tsx';

/**
 * A mining rate, rounded, with the language's FRE/h (docs/decisions/054). A file apart from
 * amount.tsx: the first screens write balances, the pages that load later write rates.
 */
export function Rate({ nano, ...props }: FreProps) {
  const { t, i18n } = useTranslation();
  return <Amount value={formatRate(nano, i18n.language)} unit={t('units.frePerHour')} {...props} />;
}
