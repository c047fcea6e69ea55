import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button, ButtonLink } from '#web/components/button.tsx';
import { IconExternalLink, IconSend } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import type { ContestLevel } from '../api/get-contest.ts';
import { waitsForItsLink } from '../level-link.ts';
import styles from './level-card.module.css';
import { TelegramLink } from './telegram-link.tsx';

interface LevelTaskProps {
  level: ContestLevel;
  telegramLinked: boolean;
  validating: boolean;
  onValidate: () => void;
  error: unknown;
}

/** Where to do the task (wallet, shop, group…) for a condition the server reads itself. */
const WAITING_TARGET: Partial<Record<ContestLevel['verification'], string>> = {
  wallet: paths.wallet.getHref(),
  pack: paths.shop.getHref(),
  referral: paths.group.getHref(),
};

/** The steps of the current level, honest about how it is checked. */
export function LevelTask({ level, telegramLinked, validating, onValidate, error }: LevelTaskProps) {
  const { t } = useTranslation('contest');
  const errorText = useApiErrorText();
  const [opened, setOpened] = useState(false);
  const errorBanner = error ? (
    <ErrorBanner>
      {errorText(error)}
    </ErrorBanner>
  ) : null;
  const openLink = level.link ? (
    <a className={styles.external} href={level.link} target="_blank" rel="noopener noreferrer" onClick={() => setOpened(true)}>
      <IconExternalLink size={18} />
      {t(`open.${level.verification === 'telegram' ? 'telegram' : 'link'}`)}
    </a>
  ) : null;

  if (level.state === 'waiting') {
    const target = WAITING_TARGET[level.verification];
    return (
      <div className={styles.task}>
        <p className={styles.note}>{t(`waiting.${level.verification as 'wallet'}`)}</p>
        {target ? (
          <ButtonLink to={target} variant={level.verification === 'wallet' ? 'ton' : 'secondary'} block>
            {t(`goTo.${level.verification as 'wallet'}`)}
          </ButtonLink>
        ) : null}
      </div>
    );
  }

  if (waitsForItsLink(level))
    return (
      <div className={styles.task}>
        <p className={styles.note}>{t('noLink')}</p>
      </div>
    );

  if (level.verification === 'self_declared')
    return (
      <div className={styles.task}>
        <p className={styles.note}>{t('selfDeclared')}</p>
        {openLink}
        <Button onClick={onValidate} loading={validating} disabled={!opened} block>
          {t('confirm')}
        </Button>
        {errorBanner}
      </div>
    );

  if (level.verification === 'telegram')
    return (
      <div className={styles.task}>
        <p className={styles.note}>{t('telegramCheck')}</p>
        {openLink}
        {telegramLinked ? (
          <Button icon={<IconSend size={18} />} onClick={onValidate} loading={validating} block>
            {t('verify')}
          </Button>
        ) : (
          <TelegramLink />
        )}
        {errorBanner}
      </div>
    );

  return (
    <div className={styles.task}>
      <Button onClick={onValidate} loading={validating} block>
        {t('validate')}
      </Button>
      {errorBanner}
    </div>
  );
}
