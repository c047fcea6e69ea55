import { Link } from 'react-router';
import { BackLink } from '#web/components/back-link.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { IconCheckCircle, IconClock, IconDownload } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { formatBalance, formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { downloadProof } from '../api/check-proof.ts';
import { useMyProofs } from '../api/get-my-proofs.ts';
import { usePublishedRoots } from '../api/get-published-roots.ts';
import { ProofCheckCard } from './proof-check-card.tsx';
import { formatProofDay } from './proof-date.ts';
import { RootAnchorNote } from './root-anchor-note.tsx';
import content from '#web/components/card-content.module.css';
import styles from './proof-page.module.css';

/** /profile/proof: the player's balance in the last published total, checked here, downloadable (docs/decisions/057). */
export function ProofPage() {
  const { t, i18n } = useTranslation('proof-of-liabilities');
  const mine = useMyProofs();
  const roots = usePublishedRoots();
  const language = i18n.language;
  const latest = mine.data?.proofs[0];

  let body;
  if (mine.isPending || roots.isPending) body = <Skeleton blocks={[120, 160]} label={t('check.running')} />;
  else if (mine.isError || roots.isError) body = <LoadError text={t('loadError')} onRetry={() => void Promise.all([mine.refetch(), roots.refetch()])} />;
  else if (!latest || latest.snapshot.day !== mine.data.latestDay) {
    body = (
      <Card>
        <EmptyState
          icon={<IconClock size={24} />}
          text={mine.data.latestDay ? t('empty.notIncluded', { date: formatProofDay(mine.data.latestDay, language) }) : t('empty.none')}
        />
      </Card>
    );
  } else {
    body = (
      <>
        <Card>
          <div className={content.body}>
            <p className={styles.sentence}>
              <IconCheckCircle size={20} />
              <span>
                {t('included', {
                  date: formatProofDay(latest.snapshot.day, language),
                  amount: formatBalance(latest.leaf.amount, language),
                  total: formatBalance(latest.snapshot.total, language),
                })}
              </span>
            </p>
            <p className={content.intro}>{t('accounts', { count: latest.snapshot.accounts, n: formatNumber(latest.snapshot.accounts, language) })}</p>
            <RootAnchorNote root={roots.data.roots.find((root) => root.day === latest.snapshot.day)} anchoring={roots.data.anchoring} className={content.intro} />
          </div>
        </Card>
        <ProofCheckCard proof={latest} roots={roots.data.roots} />
        <Card>
          <div className={content.body}>
            <Button variant="secondary" block icon={<IconDownload />} onClick={() => downloadProof(latest)}>
              {t('download')}
            </Button>
            <p className={content.intro}>{t('downloadHint')}</p>
          </div>
        </Card>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <BackLink section={paths.profile.getHref()} />
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body}
      <Link to={paths.preuve.getHref()} className={styles.link}>
        {t('learnMore')}
      </Link>
    </div>
  );
}
