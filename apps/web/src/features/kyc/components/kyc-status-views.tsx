import { KYC_FORM_MINUTES, KYC_REVIEW_HOURS } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, ButtonLink } from '#web/components/button.tsx';
import { IconAlert, IconArrowRight, IconCheckCircle, IconClock, IconHourglass, IconIdCard, IconImage, IconRefresh, IconShield } from '#web/components/icons.tsx';
import { RequestTimeline } from '#web/components/request-timeline.tsx';
import { paths } from '#web/config/paths.ts';
import type { KycStatus } from '../api/get-kyc.ts';
import { formatDate } from '../format-date.ts';
import { KycStatusCard } from './kyc-status-card.tsx';
import styles from './kyc-status-views.module.css';

const hours = { min: KYC_REVIEW_HOURS.min, max: KYC_REVIEW_HOURS.max };

/** No check yet: what is needed and how long it takes, then the form (`locked`: not yet, the page says why). */
export function KycStart({ onStart, locked = false }: { onStart: () => void; locked?: boolean }) {
  const { t } = useTranslation('kyc');
  return (
    <KycStatusCard
      tone="start"
      icon={<IconShield size={34} />}
      title={t('start.title')}
      action={
        locked ? undefined : (
          <Button size="lg" block icon={<IconArrowRight />} onClick={onStart}>
            {t('start.cta')}
          </Button>
        )
      }
    >
      <p>{t('start.text')}</p>
      <ul className={styles.needs}>
        <li>
          <IconIdCard size={20} />
          {t('start.needDocument')}
        </li>
        <li>
          <IconImage size={20} />
          {t('start.needSelfie')}
        </li>
        <li>
          <IconClock size={20} />
          {t('start.needTime', { ...hours, minutes: KYC_FORM_MINUTES })}
        </li>
      </ul>
    </KycStatusCard>
  );
}

/** Sent and waiting for an administrator. */
export function KycPending({ status }: { status: KycStatus }) {
  const { t, i18n } = useTranslation('kyc');
  return (
    <KycStatusCard tone="pending" icon={<IconHourglass size={34} />} title={t('pending.title')}>
      <p>{t('pending.text', hours)}</p>
      {status.submittedAt ? (
        <p className={styles.meta}>{t('pending.submittedAt', { date: formatDate(status.submittedAt, i18n.language) })}</p>
      ) : null}
      <RequestTimeline kind="kyc" timeline={status.timeline} queue={status.queue} labelId="kyc-tracking" />
    </KycStatusCard>
  );
}

/** Verified: withdrawals are open. */
export function KycApproved({ status }: { status: KycStatus }) {
  const { t, i18n } = useTranslation('kyc');
  return (
    <KycStatusCard
      tone="approved"
      icon={<IconCheckCircle size={34} />}
      title={t('approved.title')}
      action={
        <ButtonLink to={paths.withdrawal.getHref()} size="lg" block icon={<IconArrowRight />}>
          {t('approved.cta')}
        </ButtonLink>
      }
    >
      <p>{t('approved.text')}</p>
      {status.reviewedAt ? <p className={styles.meta}>{t('approved.reviewedAt', { date: formatDate(status.reviewedAt, i18n.language) })}</p> : null}
      <RequestTimeline kind="kyc" timeline={status.timeline} queue={status.queue} labelId="kyc-tracking" />
    </KycStatusCard>
  );
}

/** Refused: the reason given by the administrator, and a fresh form (`locked`: not yet, the page says why). */
export function KycRejected({ status, onRestart, locked = false }: { status: KycStatus; onRestart: () => void; locked?: boolean }) {
  const { t } = useTranslation('kyc');
  return (
    <KycStatusCard
      tone="rejected"
      icon={<IconAlert size={34} />}
      title={t('rejected.title')}
      action={
        locked ? undefined : (
          <Button size="lg" block icon={<IconRefresh />} onClick={onRestart}>
            {t('rejected.cta')}
          </Button>
        )
      }
    >
      <p>{t('rejected.text')}</p>
      {status.reason ? (
        <blockquote className={styles.reason}>
          <span className={styles.reasonLabel}>{t('rejected.reason')}</span>
          {status.reason}
        </blockquote>
      ) : null}
      <RequestTimeline kind="kyc" timeline={status.timeline} queue={status.queue} labelId="kyc-tracking" />
    </KycStatusCard>
  );
}
