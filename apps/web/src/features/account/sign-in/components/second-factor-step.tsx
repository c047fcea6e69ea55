import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { TWO_STEP } from '@fre/domain';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import styles from './form.module.css';

interface SecondFactorStepProps {
  onSubmit: (otp: string) => void;
  onBack: () => void;
  pending: boolean;
  error: string | undefined;
}

/**
 * After a right password on an account with two-step sign-in: the app's code, or a recovery code
 * for a lost phone. Its texts are in `web` (the sign-in page's first load), not the lazy `two-step`.
 */
export function SecondFactorStep({ onSubmit, onBack, pending, error }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(recovery ? code.trim() : code.replace(/\s/g, ''));
  };
  const toggle = () => {
    setRecovery(!recovery);
    setCode('');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className={styles.stepTitle}>
        {t('auth.twoStep.title')}
      </h2>
      <p className={styles.muted}>{recovery ? t('auth.twoStep.recoveryText') : t('auth.twoStep.text', { digits: TWO_STEP.digits })}</p>
      <ErrorBanner>{error}</ErrorBanner>
      <Field
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? t('auth.twoStep.recoveryCode') : t('auth.twoStep.code')}
        name={recovery ? 'recovery-code' : 'otp'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 32 : TWO_STEP.digits + 2}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className={styles.row}>
        <button type="button" className={`${styles.link} ${styles.linkButton}`} onClick={toggle}>
          {recovery ? t('auth.twoStep.useApp') : t('auth.twoStep.useRecovery')}
        </button>
      </div>
      <Button type="submit" size="lg" block loading={pending} disabled={!code.trim()}>
        {t('auth.twoStep.submit')}
      </Button>
      <Button type="button" variant="ghost" block onClick={onBack} disabled={pending}>
        {t('auth.twoStep.back')}
      </Button>
    </form>
  );
}
