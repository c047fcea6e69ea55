import type { RuleChange } from '@fre/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { IconClose, IconMegaphone } from '#web/components/icons.tsx';
import { paths } from '#web/config/paths.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useAnnouncedChanges } from '../api/get-announced-changes.ts';
import { formatMoment } from './dates.ts';
import { dismiss, readDismissed } from './dismissed-announcements.ts';
import styles from './announced-change-banner.module.css';

/**
 * The dashboard's notice of a rule that changes for the worse at a date (docs/decisions/063): from
 * its announcement until that date, unless the player hid it on this device. Its texts load only
 * when there is one to show.
 */
export function AnnouncedChangeBanner() {
  const { data } = useAnnouncedChanges();
  const [hidden, setHidden] = useState(readDismissed);
  const change = data?.find((announced) => !hidden.includes(announced.id));
  if (!change) return null;
  return (
    <AnnouncedChange
      change={change}
      onDismiss={() => {
        dismiss(change.id);
        setHidden(readDismissed());
      }}
    />
  );
}

function AnnouncedChange({ change, onDismiss }: { change: RuleChange; onDismiss: () => void }) {
  const { t, i18n, ready } = useTranslation('transparency');
  if (!ready) return null;
  return (
    <Banner
      tone="warning"
      icon={<IconMegaphone />}
      live={false}
      action={
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('banner.dismiss')}>
          <IconClose size={18} />
        </button>
      }
    >
      <p className={styles.title}>{t('banner.title', { date: formatMoment(change.effectiveAt, i18n.language) })}</p>
      <p>{t(`banner.${change.kind}`)}</p>
      <Link to={paths.transparence.getHref()} className={styles.link}>
        {t('banner.details')}
      </Link>
    </Banner>
  );
}
