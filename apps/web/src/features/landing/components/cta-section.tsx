import { ACCOUNT } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/button.tsx';
import { IconArrowRight } from '#web/components/icons.tsx';
import { Logo } from '#web/components/logo.tsx';
import { formatNumber } from '#web/lib/format.ts';
import styles from './landing.module.css';

export function CtaSection() {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <Logo size={64} />
      <h2 id="cta-title" className={styles.sectionTitle}>
        {t('landing.cta.title')}
      </h2>
      <p className={styles.sectionLead}>{t('landing.cta.text', { seconds: formatNumber(ACCOUNT.signupSeconds, i18n.language) })}</p>
      <ButtonLink to={paths.register.getHref()} size="lg" icon={<IconArrowRight />}>
        {t('landing.cta.button')}
      </ButtonLink>
    </section>
  );
}
