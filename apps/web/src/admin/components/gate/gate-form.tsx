import type { FormEvent, ReactNode } from 'react';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import styles from './access-gate.module.css';

interface GateFormProps {
  /** What went wrong for the whole form (a field's error shows under its field). */
  error: string | undefined;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** A form of the gate: its code fields between the error of the whole form and one large button. */
export function GateForm({ error, pending, submitLabel, onSubmit, children }: GateFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorBanner>{error}</ErrorBanner>
      {children}
      <Button type="submit" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
