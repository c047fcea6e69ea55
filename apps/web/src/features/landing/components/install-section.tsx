import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconDownload, IconPhone } from '#web/components/icons.tsx';
import { useInstallOffer } from '#web/lib/install/use-install-offer.ts';
import styles from './landing.module.css';
import { Section } from './section.tsx';

const STEPS = ['open', 'menu', 'add'] as const;

export function InstallSection() {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  const install = offer.way === 'prompt' ? () => void offer.install() : null;
  return (
    <Section id="install" eyebrow={t('landing.install.eyebrow')} title={t('landing.install.title')} lead={t('landing.install.lead')}>
      <div className={styles.install}>
        <span className={styles.installIcon}>
          <IconPhone size={40} />
        </span>
        {/* Both are in the page, one hidden: the pre-rendered landing swaps them without React. */}
        <Button size="lg" icon={<IconDownload />} onClick={install ?? undefined} hidden={!install} data-install-button>
          {t('landing.install.button')}
        </Button>
        <ol className={styles.installSteps} hidden={Boolean(install)} data-install-steps>
          {STEPS.map((step) => (
            <li key={step}>{t(`landing.install.steps.${step}`)}</li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
