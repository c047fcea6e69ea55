import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { IconGift } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useBonusHistory } from '../api/get-bonus-history.ts';
import { bonusValueText } from '../bonus-value.ts';
import list from '#web/components/history-list.module.css';
import styles from './bonus-history-card.module.css';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** The bonus codes the player redeemed: code, kind, what it gave and when. */
export function BonusHistoryCard() {
  const { t, i18n } = useTranslation('bonus-codes');
  const history = useBonusHistory();
  const dateFormat = () => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  let body;
  if (history.isPending) body = <Skeleton label={t('common.loading', { ns: 'web' })} blocks={[56, 56]} />;
  else if (history.isError)
    body = <LoadError text={t('history.loadError')} onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  else if (history.data.entries.length === 0) body = <EmptyState icon={<IconGift size={22} />} text={t('history.empty')} />;
  else
    body = (
      <ul className={list.list}>
        {history.data.entries.map((entry) => (
          <li key={entry.id} className={list.row}>
            <div className={list.left}>
              <span className={styles.code}>{entry.code}</span>
              <span className={list.meta}>
                {t(`types.${entry.type}`)} · {dateFormat().format(new Date(entry.usedAt))}
              </span>
            </div>
            <span className={`${list.right} ${styles.value} tabular`}>{bonusValueText(t, i18n.language, entry.type, entry.value, entry.duration)}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <Card title={t('history.title')} icon={<IconGift size={16} />}>
      {body}
    </Card>
  );
}
