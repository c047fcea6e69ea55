import { ACCOUNT } from '@fre/domain';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button';
import { IconArrowRight } from '../../../components/icons';
import { Logo } from '../../../components/logo';
import { formatNumber } from '../../../lib/format';
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
