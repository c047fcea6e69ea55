import { APPEALS, DECISION_CATEGORIES, type DecisionKind } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ReasonField } from '../kyc/reason-field.tsx';
import { SelectField } from './select-field.tsx';
import fieldStyles from '#web/components/field.module.css';

/** A category an operator can choose ('unspecified' is never chosen), '' until one is. */
export type ChosenCategory = (typeof DECISION_CATEGORIES)[DecisionKind][number] | '';

interface DecisionFieldsProps {
  kind: DecisionKind;
  category: ChosenCategory;
  onCategory: (category: ChosenCategory) => void;
  categoryError?: string | undefined;
  /** The note meant for the player, where the action has none of its own (a ban, a measure). */
  note?: { value: string; onChange: (note: string) => void } | undefined;
}

/**
 * What the player is told of a decision (decision 061): a category of the kind's list, in the
 * player's words, and optionally a note; the operator's reason stays internal.
 */
export function DecisionFields({ kind, category, onCategory, categoryError, note }: DecisionFieldsProps) {
  const { t, ready } = useTranslation(['admin-appeals', 'appeals']);
  if (!ready) return null;
  const options = [{ value: '', label: t('categoryChoose') }, ...DECISION_CATEGORIES[kind].map((value) => ({ value, label: t(`appeals:category.${value}`) }))];
  return (
    <>
      <SelectField
        label={t('categoryLabel')}
        options={options}
        value={category}
        aria-invalid={categoryError ? true : undefined}
        onChange={(event) => onCategory(event.target.value as ChosenCategory)}
      />
      {categoryError ? (
        <p className={fieldStyles.error} role="alert">
          {categoryError}
        </p>
      ) : null}
      {note ? <ReasonField label={t('noteLabel')} hint={t('noteHint', { max: APPEALS.noteMaxLength })} value={note.value} onChange={note.onChange} /> : null}
    </>
  );
}
