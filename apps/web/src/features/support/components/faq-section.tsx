import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconSearch } from '#web/components/icons.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useWithdrawalMinimumTexts } from '#web/lib/withdrawal-minimums.ts';
import { FAQ_IDS, faqValues, matchesQuery, NEEDS_MINIMUMS } from '../faq.ts';
import styles from './support-page.module.css';

/**
 * Searchable questions and answers; the numbers come from @fre/domain, the withdrawal minimums from
 * the server (an answer quoting them waits for them rather than quoting the defaults).
 */
export function FaqSection() {
  const { t, i18n } = useTranslation('support');
  const [query, setQuery] = useState('');
  const minimums = useWithdrawalMinimumTexts(i18n.language);
  const values = { ...faqValues(i18n.language, i18n), ...minimums };
  const items = FAQ_IDS.map((id) => ({ id, question: t(`faq.items.${id}.q`), answer: NEEDS_MINIMUMS.has(id) && !minimums ? null : t(`faq.items.${id}.a`, values) }));
  const shown = items.filter((item) => matchesQuery(`${item.question} ${item.answer ?? ''}`, query));
  return (
    <Card title={t('faq.title')}>
      <label className={styles.search}>
        <IconSearch size={18} />
        <span className="visually-hidden">{t('faq.search')}</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t('faq.search')} />
      </label>
      {shown.length === 0 ? (
        <p className={styles.muted} role="status">
          {t('faq.noResult')}
        </p>
      ) : (
        <div className={styles.faq}>
          {shown.map((item) => (
            <details key={item.id} className={styles.question} open={query.trim().length > 0 && shown.length <= 2}>
              <summary>{item.question}</summary>
              {item.answer === null ? <Skeleton label={t('common.loading', { ns: 'web' })} blocks={[40]} /> : <p>{item.answer}</p>}
            </details>
          ))}
        </div>
      )}
    </Card>
  );
}
