import { ERROR_PARAMS, SELF_EXCLUSION_DAYS } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { Field } from '#web/components/field.tsx';
import { IconClock } from '#web/components/icons.tsx';
import { formatBalance, parseTypedNano } from '#web/lib/format.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useLimits } from '../api/get-limits.ts';
import { useSetLimits } from '../api/set-limits.ts';
import styles from './responsible-play.module.css';

/** Responsible play: a daily loss limit and a self-exclusion of 1 to 365 days. */
export function ResponsiblePlay() {
  const { t, i18n } = useTranslation('games');
  const language = i18n.language;
  const errorText = useApiErrorText();
  const limits = useLimits();
  const save = useSetLimits();
  const [limit, setLimit] = useState('');
  const [days, setDays] = useState('7');
  const [invalid, setInvalid] = useState(false);
  const excludedUntil = limits.data?.selfExcludedUntil ? new Date(limits.data.selfExcludedUntil) : null;
  return (
    <Card title={t('limits.title')} icon={<IconClock size={16} />} id="responsible-play">
      <p className={styles.text}>{t('limits.intro')}</p>
      {limits.data ? (
        <p className={styles.status}>
          {limits.data.dailyLossLimit
            ? t('limits.current', { limit: formatBalance(limits.data.dailyLossLimit, language), loss: formatBalance(limits.data.lossToday, language) })
            : t('limits.none', { loss: formatBalance(limits.data.lossToday, language) })}
        </p>
      ) : null}
      {excludedUntil && excludedUntil.getTime() > Date.now() ? (
        <p className={styles.excluded} role="status">{t('limits.excludedUntil', { date: excludedUntil.toLocaleDateString(language) })}</p>
      ) : null}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          // An empty field removes the limit; the API takes nano-FRE digits (docs/decisions/077).
          const typed = limit.trim();
          const nano = typed ? parseTypedNano(typed, language) : null;
          const refused = typed !== '' && (nano === null || nano === 0n);
          setInvalid(refused);
          if (refused) return;
          save.mutate({ dailyLossLimit: nano === null ? null : nano.toString() }, { onSuccess: () => setLimit('') });
        }}
      >
        <Field label={t('limits.daily')} inputMode="decimal" value={limit} onChange={(e) => setLimit(e.target.value)} hint={t('limits.dailyHint')} error={invalid ? t('invalid_amount', { ns: 'errors', ...ERROR_PARAMS.invalid_amount }) : undefined} />
        <Button type="submit" variant="secondary" loading={save.isPending && save.variables?.selfExcludeDays === undefined}>
          {t('limits.save')}
        </Button>
      </form>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (window.confirm(t('limits.confirm', { count: Number(days) }))) save.mutate({ selfExcludeDays: Number(days) });
        }}
      >
        <Field label={t('limits.exclude', SELF_EXCLUSION_DAYS)} type="number" min={SELF_EXCLUSION_DAYS.min} max={SELF_EXCLUSION_DAYS.max} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
        <Button type="submit" variant="danger" disabled={!(Number(days) >= 1 && Number(days) <= 365)} loading={save.isPending && save.variables?.selfExcludeDays !== undefined}>
          {t('limits.excludeCta')}
        </Button>
      </form>
      {save.error ? <p className={styles.error} role="alert">{errorText(save.error)}</p> : null}
      {save.isSuccess ? <p className={styles.ok} role="status">{t('limits.saved')}</p> : null}
    </Card>
  );
}
