import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { IconArrowLeft, IconArrowRight } from '#web/components/icons.tsx';
import { Modal } from '#web/components/modal.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useWithdrawalMinimumTexts } from '#web/lib/withdrawal-minimums.ts';
import { STEP_DETAILS, TUTORIAL_STEPS } from '../tutorial-steps.ts';
import { tutorialValues } from '../tutorial-values.ts';
import styles from './tutorial.module.css';

interface TutorialDialogProps {
  onFinish: () => void;
  onSkip: () => void;
  /** Close (×, Escape, a step's action). */
  onClose: () => void;
}

/** The 9-step tour: 'Étape n sur N', a percent, previous / skip / next or finish. */
export function TutorialDialog({ onFinish, onSkip, onClose }: TutorialDialogProps) {
  const { t, i18n } = useTranslation('tutorial');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const step = TUTORIAL_STEPS[index]!;
  const { icon: Icon, href } = STEP_DETAILS[step];
  const total = TUTORIAL_STEPS.length;
  const last = index === total - 1;
  const percent = Math.round(((index + 1) / total) * 100);
  // Asked at the first step, known by the withdrawal step: the minimums admins set, not the defaults.
  const minimums = useWithdrawalMinimumTexts(i18n.language);
  const values = { ...tutorialValues(i18n.language, i18n), ...minimums };
  return (
    <Modal
      title={t(`steps.${step}.title`)}
      closeLabel={t('close')}
      onClose={onClose}
      dismissible={false}
      className={styles.dialog}
      eyebrow={
        <span className={styles.counter}>
          <span>{t('step', { n: index + 1, total })}</span>
          <span className={styles.percent}>{t('percent', { percent })}</span>
        </span>
      }
      footer={
        <div className={styles.nav}>
          <Button variant="secondary" icon={<IconArrowLeft size={18} />} disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('previous')}
          </Button>
          <Button onClick={() => (last ? onFinish() : setIndex(index + 1))} data-autofocus>
            {last ? t('finish') : t('next')}
            {last ? null : <IconArrowRight size={18} />}
          </Button>
          <Button variant="ghost" onClick={onSkip} className={styles.skip}>
            {t('skip')}
          </Button>
        </div>
      }
    >
      <div
        className={styles.progress}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('progress')}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.icon} aria-hidden="true">
        <Icon size={40} />
      </span>
      {step === 'withdrawal' && !minimums ? (
        <Skeleton label={t('common.loading', { ns: 'web' })} blocks={[60]} />
      ) : (
        <p className={styles.text}>{t(`steps.${step}.text`, values)}</p>
      )}
      {/* The welcome step only greets: it has no page to open, hence no action text. */}
      {href && step !== 'welcome' ? (
        <Button
          variant="ghost"
          className={styles.action}
          onClick={() => {
            onClose();
            void navigate(href);
          }}
        >
          {t(`steps.${step}.action`)}
        </Button>
      ) : null}
    </Modal>
  );
}
