import type { GameRound } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { Field } from '#web/components/field.tsx';
import { IconShield } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { formatBalance } from '#web/lib/format.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useFairness } from '../api/get-fairness.ts';
import { useRounds } from '../api/get-rounds.ts';
import { useRotateSeed } from '../api/rotate-seed.ts';
import { useSetClientSeed } from '../api/set-client-seed.ts';
import { RoundVerifier } from './round-verifier.tsx';
import styles from './fairness-page.module.css';

/** /game/fairness: the committed seed hash, the client seed, rotation, and a verifier of past rounds. */
export default function FairnessPage() {
  const { t, i18n } = useTranslation('games');
  const errorText = useApiErrorText();
  const fairness = useFairness();
  const rounds = useRounds();
  const shown = rounds.data?.pages.flatMap((page) => page.items) ?? [];
  const setSeed = useSetClientSeed();
  const rotate = useRotateSeed();
  const [clientSeed, setClientSeed] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const seedValue = clientSeed ?? fairness.data?.clientSeed ?? '';
  return (
    <div className={styles.page}>
      <BackLink section={paths.game.getHref()} />
      <PageHeader title={t('fairness.title')} subtitle={t('fairness.subtitle')} />
      {fairness.isPending ? <Skeleton blocks={[180]} label={t('loading')} /> : null}
      {fairness.isError ? <LoadError text={errorText(fairness.error)} onRetry={() => void fairness.refetch()} retrying={fairness.isFetching} /> : null}
      {fairness.data ? (
        <Card title={t('fairness.current')} icon={<IconShield size={16} />}>
          <dl className={styles.list}>
            <dt>{t('fairness.serverSeedHash')}</dt>
            <dd><code>{fairness.data.serverSeedHash}</code></dd>
            <dt>{t('fairness.nextNonce')}</dt>
            <dd>{fairness.data.nonce}</dd>
          </dl>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              setSeed.mutate(seedValue, { onSuccess: () => setClientSeed(null) });
            }}
          >
            <Field label={t('fairness.clientSeed')} value={seedValue} maxLength={64} spellCheck={false} onChange={(e) => setClientSeed(e.target.value)} />
            <Button type="submit" variant="secondary" loading={setSeed.isPending} disabled={!seedValue.trim()}>
              {t('fairness.saveSeed')}
            </Button>
            {setSeed.isSuccess ? <p className={styles.ok} role="status">{t('fairness.seedSaved')}</p> : null}
            {setSeed.error ? <p className={styles.error} role="alert">{errorText(setSeed.error)}</p> : null}
          </form>
          <div className={styles.rotate}>
            <p>{t('fairness.rotateHelp')}</p>
            <Button onClick={() => rotate.mutate()} loading={rotate.isPending}>
              {t('fairness.rotate')}
            </Button>
            {rotate.error ? <p className={styles.error} role="alert">{errorText(rotate.error)}</p> : null}
            {rotate.data ? (
              <div className={styles.revealed} role="status">
                <p>{t('fairness.revealed')}</p>
                <code>{rotate.data.previous.serverSeed}</code>
              </div>
            ) : null}
          </div>
        </Card>
      ) : null}
      <Card title={t('fairness.rounds')}>
        {rounds.isPending ? <Skeleton blocks={[60, 60]} label={t('loading')} /> : null}
        {rounds.data && shown.length === 0 ? <p className={styles.muted}>{t('fairness.noRounds')}</p> : null}
        <ul className={styles.rounds}>
          {shown.map((round) => (
            <RoundRow key={round.id} round={round} open={open === round.id} onToggle={() => setOpen(open === round.id ? null : round.id)} language={i18n.language} />
          ))}
        </ul>
        {rounds.hasNextPage ? (
          <Button variant="ghost" block loading={rounds.isFetchingNextPage} onClick={() => void rounds.fetchNextPage()}>
            {t('fairness.moreRounds')}
          </Button>
        ) : null}
      </Card>
    </div>
  );
}

function RoundRow({ round, open, onToggle, language }: { round: GameRound; open: boolean; onToggle: () => void; language: string }) {
  const { t } = useTranslation('games');
  const tone = round.status === 'won' || round.status === 'cashed_out' ? styles.ok : round.status === 'lost' ? styles.error : styles.muted;
  return (
    <li className={styles.round}>
      <button type="button" className={styles.roundHead} aria-expanded={open} onClick={onToggle}>
        <span>
          {t(`gameNames.${round.game}`, { ns: 'web' })} · #{round.nonce}
        </span>
        <span className={tone}>
          {t(`status.${round.status}`)} {round.payout !== null ? `· ${formatBalance(round.payout, language)} FRE` : ''}
        </span>
      </button>
      {open ? (
        round.serverSeed ? <RoundVerifier round={round} /> : <p className={styles.muted}>{t('fairness.notRevealed')}</p>
      ) : null}
    </li>
  );
}
