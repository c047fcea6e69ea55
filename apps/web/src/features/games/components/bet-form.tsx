import { useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { formatStake, parseStake } from '../stake.ts';
import { BetInput } from './bet-input.tsx';
import styles from './bet-form.module.css';

interface BetFormProps {
  /** Called with the stake in nano-FRE digits once it is valid. */
  onPlay: (stake: string) => void;
  cta: string;
  pending: boolean;
  error: unknown;
  /** Settings of the game shown above the button (difficulty, picks). */
  children?: ReactNode;
  /** Extra reason the bet cannot be placed yet (no pick), shown under the button. */
  blocked?: string | undefined;
}

/** The bet and the play button; the server's translated error shows under it. */
export function BetForm({ onPlay, cta, pending, error, children, blocked }: BetFormProps) {
  const { t, i18n } = useTranslation('games');
  const errorText = useApiErrorText();
  const { data: user } = useUser();
  const [value, setValue] = useState(() => formatStake(10, i18n.language));
  const [tried, setTried] = useState(false);
  return (
    <form
      className={styles.form}
      aria-label={t('bet.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        const parsed = parseStake(value, i18n.language, user ? BigInt(user.balance) : undefined);
        if ('stake' in parsed && !blocked) onPlay(parsed.stake);
      }}
    >
      <BetInput value={value} onChange={setValue} balance={user?.balance} showError={tried} disabled={pending} />
      {children}
      <Button type="submit" size="lg" block loading={pending}>
        {cta}
      </Button>
      {tried && blocked ? <p className={styles.error}>{blocked}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </form>
  );
}
