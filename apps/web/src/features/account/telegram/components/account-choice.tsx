import { Button } from '#web/components/button.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './telegram-entry-page.module.css';

interface AccountChoiceProps {
  /** The account this browser is signed in to (the server's session_conflict names it). */
  current: string;
  /** Telegram's name for the person who launched the Mini App. */
  telegram: string;
  onKeep: () => void;
  onSwitch: () => void;
}

/**
 * Telegram launched the app in a browser signed in to another account: the person says which one
 * to continue with (decision 045, amended). Staying is first: nothing changes; switching ends the
 * other session here.
 */
export function AccountChoice({ current, telegram, onKeep, onSwitch }: AccountChoiceProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <p className={styles.question}>{t('telegram.choice.question', { current, telegram })}</p>
      <Button size="lg" block onClick={onKeep}>
        {t('telegram.choice.keep', { nickname: current })}
      </Button>
      <Button size="lg" block variant="secondary" onClick={onSwitch}>
        {t('telegram.choice.switch', { name: telegram })}
      </Button>
      <p className={styles.note}>{t('telegram.choice.switchNote', { nickname: current })}</p>
    </div>
  );
}
