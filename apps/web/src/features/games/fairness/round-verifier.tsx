import type { GameId, GameRound } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { verifyRound, type Verification } from './verify-round.ts';
import styles from './round-verifier.module.css';

/** Re-computes one past round in the browser from its seeds and compares it with the recorded outcome. */
export function RoundVerifier({ round }: { round: GameRound }) {
  const { t } = useTranslation('games');
  const [serverSeed, setServerSeed] = useState(round.serverSeed ?? '');
  const [clientSeed, setClientSeed] = useState(round.clientSeed);
  const [nonce, setNonce] = useState(String(round.nonce));
  const [result, setResult] = useState<Verification | null>(null);
  return (
    <form
      className={styles.form}
      aria-label={t('fairness.verifier.form', { game: t(`gameNames.${round.game as GameId}`, { ns: 'web' }), nonce: round.nonce })}
      onSubmit={(event) => {
        event.preventDefault();
        setResult(verifyRound({ game: round.game, serverSeed: serverSeed.trim(), clientSeed, nonce: Number(nonce), shown: round.shown, stake: round.stake, serverSeedHash: round.serverSeedHash }));
      }}
    >
      <Field label={t('fairness.serverSeed')} value={serverSeed} onChange={(e) => setServerSeed(e.target.value)} spellCheck={false} />
      <Field label={t('fairness.clientSeed')} value={clientSeed} onChange={(e) => setClientSeed(e.target.value)} spellCheck={false} />
      <Field label={t('fairness.nonce')} value={nonce} inputMode="numeric" onChange={(e) => setNonce(e.target.value)} />
      <Button type="submit" variant="secondary" disabled={!serverSeed.trim() || !/^\d+$/.test(nonce)}>
        {t('fairness.verifier.run')}
      </Button>
      {result ? (
        <div className={styles.result} role="status">
          <p className={result.hashMatches ? styles.ok : styles.bad}>{result.hashMatches ? t('fairness.verifier.hashOk') : t('fairness.verifier.hashBad')}</p>
          <p className={result.outcomeMatches ? styles.ok : styles.bad}>{result.outcomeMatches ? t('fairness.verifier.outcomeOk') : t('fairness.verifier.outcomeBad')}</p>
          <p className={styles.computed}>
            {t('fairness.verifier.computed')} <code>{result.computed}</code>
          </p>
        </div>
      ) : null}
    </form>
  );
}
