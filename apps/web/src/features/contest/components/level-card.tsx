import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { IconCheck, IconCheckCircle, IconLock } from '#web/components/icons.tsx';
import { Rate } from '#web/components/rate.tsx';
import { TextWithAmounts } from '#web/components/text-with-amounts.tsx';
import { formatRate } from '#web/lib/format.ts';
import type { ContestLevel } from '../api/get-contest.ts';
import { useValidateLevel } from '../api/validate-level.ts';
import { waitsForItsLink } from '../level-link.ts';
import styles from './level-card.module.css';
import { LevelTask } from './level-task.tsx';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

interface LevelCardProps {
  level: ContestLevel;
  telegramLinked: boolean;
  /** The first locked level says which level to complete first. */
  showLockedHint?: boolean;
}

/** One contest level: its task, reward and state; the current level shows how to complete it. */
export function LevelCard({ level, telegramLinked, showLockedHint = false }: LevelCardProps) {
  const { t, i18n } = useTranslation('contest');
  const validate = useValidateLevel();
  const open = level.state === 'available' || level.state === 'waiting';
  // A level whose task has no link yet is not "to do": it waits, as the task under it says.
  const shown = level.state === 'available' && waitsForItsLink(level) ? 'waiting' : level.state;
  const validatedOn = level.validatedAt ? dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(level.validatedAt)) : null;
  return (
    <li className={`${styles.card} ${styles[level.state]}`} aria-labelledby={`level-${level.level}-title`}>
      <div className={styles.head}>
        <span className={styles.number} aria-hidden="true">
          {level.state === 'validated' ? <IconCheck size={18} /> : level.state === 'locked' ? <IconLock size={16} /> : level.level}
        </span>
        <div className={styles.titles}>
          <h2 id={`level-${level.level}-title`} className={styles.title}>
            <span className="visually-hidden">{t('levelLabel', { level: level.level })} · </span>
            {t(`tasks.${level.task as 'telegram_group'}.title`)}
          </h2>
          <p className={`${styles.reward} tabular`}>
            <Rate nano={level.reward} sign="+" />
          </p>
        </div>
        <span className={`${styles.state} ${styles[`state_${shown}`]}`}>{t(`state.${shown}`)}</span>
      </div>
      {open ? (
        <div className={styles.body}>
          <p className={styles.text}>{t(`tasks.${level.task as 'telegram_group'}.text`)}</p>
          <LevelTask level={level} telegramLinked={telegramLinked} validating={validate.isPending} onValidate={() => validate.mutate(level.level)} error={validate.error} />
        </div>
      ) : null}
      {level.state === 'validated' && validate.isSuccess ? (
        <div className={styles.body}>
          <Banner tone="success" icon={<IconCheckCircle />}>
            <TextWithAmounts text={(amount) => t('validated', { level: level.level, amount: t('units.perHour', { ns: 'web', amount }) })} amounts={[`+${formatRate(level.reward, i18n.language)}`]} />
          </Banner>
        </div>
      ) : null}
      {level.state === 'validated' && validatedOn && !validate.isSuccess ? <p className={styles.date}>{t('validatedOn', { date: validatedOn })}</p> : null}
      {level.state === 'locked' && showLockedHint ? <p className={styles.date}>{t('lockedHint', { level: level.level - 1 })}</p> : null}
    </li>
  );
}
