import { ACCOUNT, formatRemaining, HOUR_MS, MINING, WITHDRAWAL_MAX_DELAY_HOURS } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/button.tsx';
import { IconArrowRight, IconBolt, IconClock } from '#web/components/icons.tsx';
import { Logo } from '#web/components/logo.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useEarningsFigures } from '../hooks/use-earnings-figures.ts';
import styles from './landing.module.css';

export function Hero() {
  const { t, i18n } = useTranslation();
  const figures = useEarningsFigures();
  const hours = formatNumber(MINING.sessionDurationMs / HOUR_MS, i18n.language);
  return (
    <section className={styles.hero}>
      <div className={styles.heroText}>
        <span className={styles.eyebrow}>
          <span className={styles.liveDot} aria-hidden="true" />
          {t('landing.hero.eyebrow')}
        </span>
        <h1 className={styles.heroTitle}>
          {t('landing.hero.titleStart')} <span className={styles.gold}>{t('landing.hero.titleHighlight', { hours })}</span>
        </h1>
        <p className={styles.heroLead}>{t('landing.hero.lead', { rate: figures.baseRate })}</p>
        <div className={styles.heroCtas}>
          <ButtonLink to={paths.register.getHref()} size="lg" icon={<IconArrowRight />}>
            {t('landing.hero.register')}
          </ButtonLink>
          <ButtonLink to={paths.login.getHref()} size="lg" variant="secondary">
            {t('landing.hero.login')}
          </ButtonLink>
        </div>
        <ul className={styles.heroFacts}>
          <li>
            <strong className="tabular">{t('landing.hero.signupValue', { seconds: formatNumber(ACCOUNT.signupSeconds, i18n.language) })}</strong>
            {t('landing.hero.signupLabel')}
          </li>
          <li>
            <strong className="tabular">{t('landing.hero.sessionValue', { hours })}</strong>
            {t('landing.hero.sessionLabel')}
          </li>
          <li>
            <strong className="tabular">{t('landing.hero.withdrawValue', { hours: formatNumber(WITHDRAWAL_MAX_DELAY_HOURS, i18n.language) })}</strong>
            {t('landing.hero.withdrawLabel')}
          </li>
        </ul>
      </div>
      <div className={styles.heroVisual} aria-hidden="true">
        <div className={styles.orbit}>
          <div className={styles.orbitCore}>
            <Logo size={96} />
          </div>
        </div>
        <span className={`${styles.chip} ${styles.chipTop} tabular`}>
          <IconBolt size={16} /> {t('units.perHour', { amount: `+${figures.referralBonus}` })}
        </span>
        <span className={`${styles.chip} ${styles.chipBottom} tabular`}>
          <IconClock size={16} /> {formatRemaining(MINING.sessionDurationMs)}
        </span>
      </div>
    </section>
  );
}
