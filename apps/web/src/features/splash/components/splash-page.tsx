import { TIMERS } from '@fre/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Logo } from '#web/components/logo.tsx';
import styles from './splash-page.module.css';

/** /loading: animated logo and a bar going 0 → 100 % in 100 steps of 50 ms, then the target route. */
export function SplashPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = (useLocation().state as { to?: string } | null)?.to ?? paths.home.getHref();
  const [step, setStep] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setStep((current) => Math.min(TIMERS.splashSteps, current + 1)), TIMERS.splashStepMs);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (step >= TIMERS.splashSteps) void navigate(target, { replace: true });
  }, [step, target, navigate]);

  const percent = Math.round((step / TIMERS.splashSteps) * 100);
  return (
    <main className={styles.screen} id="main">
      <div className={styles.logo}>
        <Logo size={112} />
      </div>
      <h1 className={styles.name}>{t('brand.name')}</h1>
      <span className={styles.beta}>{t('brand.beta')}</span>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('splash.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={`${styles.percent} tabular`}>{t('splash.percent', { value: percent })}</span>
    </main>
  );
}
