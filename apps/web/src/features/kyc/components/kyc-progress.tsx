import { useTranslation } from '#web/lib/use-translation.ts';
import { IconCheck } from '#web/components/icons.tsx';
import { KYC_STEPS } from '../kyc-form.ts';
import styles from './kyc-progress.module.css';

/** Where the user is in the five steps: numbered dots, done ones checked, and the current step's name. */
export function KycProgress({ current }: { current: number }) {
  const { t } = useTranslation('kyc');
  const step = KYC_STEPS[current]!;
  return (
    <nav className={styles.progress} aria-label={t('progress.label')}>
      <p className={styles.caption}>
        <span className="tabular">{t('progress.step', { current: current + 1, total: KYC_STEPS.length })}</span>
        <strong>{t(`steps.${step}.title`)}</strong>
      </p>
      <ol className={styles.track}>
        {KYC_STEPS.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={name} className={`${styles.dot} ${styles[state]}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.bubble} aria-hidden="true">
                {state === 'done' ? <IconCheck size={14} /> : index + 1}
              </span>
              <span className="visually-hidden">
                {t(`steps.${name}.title`)}
                {state === 'done' ? ` (${t('progress.done')})` : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
