import { TRACKING, type RequestQueue, type TimelineStage } from '@fre/domain';
import { dateTimeFormat } from '@fre/i18n/intl-formats';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconAlert, IconCheck, IconExternalLink } from './icons.tsx';
import styles from './request-timeline.module.css';

const stageLabel = (step: TimelineStage) => (step.stage === 'decided' && step.outcome ? step.outcome : step.stage);

/**
 * A request's stages as a vertical stepper (decision 062): an ordered list whose current step is
 * `aria-current="step"` and says its state in words for screen readers, each done step with its
 * time; while the request waits, its place in the review queue and when an answer is expected, or,
 * past the promise, that it is late and what happens next. The KYC and withdrawal pages show it
 * (its texts, `tracking`, load with theirs).
 */
export function RequestTimeline({ kind, timeline, queue, labelId }: { kind: 'kyc' | 'withdrawal'; timeline: TimelineStage[]; queue: RequestQueue | null; labelId: string }) {
  const { t, i18n } = useTranslation('tracking');
  if (timeline.length === 0) return null;
  const dates = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const late = timeline.some((step) => step.state === 'late');
  return (
    <section className={styles.tracking} aria-labelledby={labelId}>
      <h3 id={labelId} className={styles.title}>
        {t('title')}
      </h3>
      {queue ? (
        <p className={styles.queue}>
          {queue.position === 1 ? t('queue.next') : t('queue.position', { position: queue.position })}
          {queue.expectedBy ? (
            <>
              <br />
              {t('queue.expectedBy', { date: dates.format(new Date(queue.expectedBy)) })}
            </>
          ) : null}
        </p>
      ) : null}
      <ol className={styles.steps}>
        {timeline.map((step) => {
          const now = step.state === 'current' || step.state === 'late';
          return (
            <li key={step.stage} className={`${styles.step} ${styles[step.state]}`} aria-current={now ? 'step' : undefined}>
              <span className={styles.marker} aria-hidden="true">
                {step.state === 'done' ? <IconCheck size={14} /> : step.state === 'late' ? <IconAlert size={14} /> : null}
              </span>
              <div className={styles.text}>
                <p className={step.outcome === 'rejected' ? `${styles.label} ${styles.rejected}` : styles.label}>
                  {t(`stages.${stageLabel(step)}`)}
                  <span className="visually-hidden">{`, ${t(`state.${step.state}`)}`}</span>
                </p>
                {step.at ? (
                  <p className={styles.time}>
                    <time dateTime={step.at}>{dates.format(new Date(step.at))}</time>
                  </p>
                ) : null}
                {step.explorerUrl ? (
                  <a className={styles.link} href={step.explorerUrl} target="_blank" rel="noopener noreferrer">
                    {t('explorer')}
                    <IconExternalLink size={14} />
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {late ? (
        <p className={styles.lateNote}>
          <IconAlert size={16} />
          {t(`late.${kind}`, { hours: TRACKING.overdueHours[kind] })}
        </p>
      ) : null}
    </section>
  );
}
