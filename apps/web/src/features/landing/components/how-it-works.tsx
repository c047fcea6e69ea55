import { ACCOUNT, HOUR_MS, MINING } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNumber } from '#web/lib/format.ts';
import styles from './landing.module.css';
import { Section } from './section.tsx';

const STEPS = ['signup', 'verify', 'mine', 'claim'] as const;

export function HowItWorks() {
  const { t, i18n } = useTranslation();
  const values = {
    seconds: formatNumber(ACCOUNT.signupSeconds, i18n.language),
    hours: formatNumber(MINING.sessionDurationMs / HOUR_MS, i18n.language),
  };
  return (
    <Section id="how" eyebrow={t('landing.how.eyebrow')} title={t('landing.how.title', { count: STEPS.length })}>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={`${styles.stepNumber} tabular`}>{formatNumber(index + 1, i18n.language)}</span>
            <div>
              <h3>{t(`landing.how.steps.${step}.title`)}</h3>
              <p>{t(`landing.how.steps.${step}.text`, values)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
