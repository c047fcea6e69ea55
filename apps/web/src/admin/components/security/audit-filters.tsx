import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { isAuditAction } from './audit-labels.ts';
import styles from './security-page.module.css';

/** The filter form as typed: dates are "YYYY-MM-DD" days of the admin's own calendar. */
export interface AuditFilterForm {
  action: string;
  actorId: string;
  fromDay: string;
  toDay: string;
}

export const NO_FILTERS: AuditFilterForm = { action: '', actorId: '', fromDay: '', toDay: '' };

interface AuditFiltersProps {
  value: AuditFilterForm;
  onChange: (value: AuditFilterForm) => void;
  actions: string[];
  actors: { id: string; label: string }[];
  rangeError?: string | undefined;
}

/** Action, admin and date range of the audit log; each change reloads the first page from the server. */
export function AuditFilters({ value, onChange, actions, actors, rangeError }: AuditFiltersProps) {
  const { t } = useTranslation('admin');
  const set = (name: keyof AuditFilterForm) => (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value });
  const active = Object.values(value).some(Boolean);
  return (
    <div className={styles.filters} role="group" aria-label={t('audit.filters.label')}>
      <SelectField
        label={t('audit.filters.action')}
        value={value.action}
        onChange={set('action')}
        options={[
          { value: '', label: t('audit.filters.allActions') },
          ...actions.map((action) => ({ value: action, label: isAuditAction(action) ? t(`audit.actions.${action}`) : action })),
        ]}
      />
      <SelectField
        label={t('audit.filters.actor')}
        value={value.actorId}
        onChange={set('actorId')}
        options={[{ value: '', label: t('audit.filters.allActors') }, ...actors.map((actor) => ({ value: actor.id, label: actor.label }))]}
      />
      <Field label={t('audit.filters.from')} type="date" value={value.fromDay} max={value.toDay || undefined} onChange={set('fromDay')} />
      <Field label={t('audit.filters.to')} type="date" value={value.toDay} min={value.fromDay || undefined} onChange={set('toDay')} error={rangeError} />
      {active ? (
        <div className={styles.filterActions}>
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            {t('audit.filters.reset')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
