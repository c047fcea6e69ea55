import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconCheckCircle, IconDownload, IconPhone, IconShare } from '#web/components/icons.tsx';
import type { InstallOffer } from '#web/lib/install/install-offer.ts';
import { useInstallOffer } from '#web/lib/install/use-install-offer.ts';
import styles from './install-card.module.css';

/**
 * The app on the home screen, offered to a signed-in player where the device can do it: the
 * browser's own dialog (Chromium), or the Share-menu steps on Safari for iPhone and iPad. Nothing
 * when the app already runs installed, or the browser offers no way. `offer`: this page's, unless
 * given (a test's page load).
 */
export function InstallCard({ offer }: { offer?: InstallOffer }) {
  const { t } = useTranslation('profile');
  const { way, install } = useInstallOffer(offer);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (done) {
    return (
      <Card title={t('install.title')} icon={<IconPhone size={16} />}>
        <Banner tone="success" icon={<IconCheckCircle />}>
          {t('install.done')}
        </Banner>
      </Card>
    );
  }
  if (way === 'none') return null;

  const onInstall = async () => {
    setBusy(true);
    try {
      setDone(await install());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('install.title')} icon={<IconPhone size={16} />}>
      <div className={styles.body}>
        <p className={styles.text}>{t('install.text')}</p>
        {way === 'prompt' ? (
          <Button variant="secondary" icon={<IconDownload size={18} />} loading={busy} onClick={() => void onInstall()} block>
            {t('install.button')}
          </Button>
        ) : (
          <ol className={styles.steps}>
            <li>
              {t('install.ios.share')}
              <IconShare size={18} className={styles.shareIcon} />
            </li>
            <li>{t('install.ios.add')}</li>
          </ol>
        )}
      </div>
    </Card>
  );
}
