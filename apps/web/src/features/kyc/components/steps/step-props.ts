import type { KycField, KycValues } from '../../kyc-form.ts';

/** What every step receives from the wizard: the values, the messages by field, a setter. */
export interface StepProps {
  values: KycValues;
  errors: Partial<Record<KycField, string>>;
  onChange: <K extends keyof KycValues>(field: K, value: KycValues[K]) => void;
}
