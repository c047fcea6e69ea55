import type { AnchoredRoot } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';

/**
 * Where a root is published besides this site: the TON transaction that carries it, linked, or
 * plainly that it is not on chain, and why (docs/decisions/057).
 */
export function RootAnchorNote({ root, anchoring, className }: { root: AnchoredRoot | undefined; anchoring: boolean; className?: string }) {
  const { t } = useTranslation('proof-of-liabilities');
  const anchor = root?.anchor ?? null;
  if (anchor?.status === 'confirmed') {
    return (
      <p className={className}>
        {t('anchor.confirmed')}{' '}
        {anchor.explorerUrl ? (
          <a href={anchor.explorerUrl} target="_blank" rel="noopener noreferrer">
            {t('anchor.link')}
          </a>
        ) : (
          <code>{anchor.txHash}</code>
        )}
      </p>
    );
  }
  if (anchor?.status === 'pending') return <p className={className}>{t('anchor.pending')}</p>;
  return <p className={className}>{anchoring || anchor ? t('anchor.missing') : t('anchor.none')}</p>;
}
