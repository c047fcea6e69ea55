import { MY_DATA } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconAlert, IconCheckCircle, IconDownload } from '#web/components/icons.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { formatSpan } from '#web/lib/span.ts';
import { retryAtOf, useDownloadMyData } from '../api/download-my-data.ts';
import content from '#web/components/card-content.module.css';
import styles from './my-data-cards.module.css';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

const CONTENTS = ['profile', 'money', 'devices', 'referrals', 'support', 'kyc'] as const;

/** GDPR access and portability: one zip of everything the account holds, once an hour. */
export function ExportCard() {
  const { t, i18n } = useTranslation('my-data');
  const download = useDownloadMyData();
  const errorText = useApiErrorText();
  const retryAt = download.error ? retryAtOf(download.error) : null;
  const tooSoon = isApiError(download.error) && download.error.code === 'rate_limited' && retryAt;

  return (
    <Card title={t('export.title')} icon={<IconDownload size={16} />}>
      <div className={content.body}>
        <p className={content.intro}>{t('export.intro')}</p>
        <ul className={content.bullets}>
          {CONTENTS.map((item) => (
            <li key={item}>{t(`export.contents.${item}`)}</li>
          ))}
        </ul>
        <p className={styles.note}>{t('export.format', { interval: formatSpan(MY_DATA.exportIntervalMs, i18n.language) })}</p>
        {tooSoon ? (
          <Banner tone="warning" icon={<IconAlert />}>
            {t('export.tooSoon', { time: dateTimeFormat(i18n.language, { timeStyle: 'short' }).format(retryAt) })}
          </Banner>
        ) : download.error ? (
          <ErrorBanner>
            {errorText(download.error)}
          </ErrorBanner>
        ) : null}
        {download.isSuccess ? (
          <Banner tone="success" icon={<IconCheckCircle />}>
            {t('export.done')}
          </Banner>
        ) : null}
        <Button variant="secondary" icon={<IconDownload size={18} />} loading={download.isPending} onClick={() => download.mutate()} block>
          {t('export.button')}
        </Button>
      </div>
    </Card>
  );
}
