import { formatBalance } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Amount, type AmountProps } from './amount.tsx';

export type FreProps = Omit<AmountProps, 'value' | 'unit'> & { nano: bigint | string };

/**
 * A FRE amount (a balance, a price, a withdrawal) at the one precision of amounts, with its unit
 * (docs/decisions/054).
 */
export function Fre({ nano, ...props }: FreProps) {
  const { i18n } = useTranslation();
  return <Amount value={formatBalance(nano, i18n.language)} unit="FRE" {...props} />;
}
