import { useEffect, useState } from 'react';
import type { ProofDocument, PublishedRoot } from '@fre/domain';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Card } from '#web/components/card.tsx';
import { IconCheckCircle, IconShield } from '#web/components/icons.tsx';
import { formatBalance } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { checkProof, type ProofCheck } from '../api/check-proof.ts';
import content from '#web/components/card-content.module.css';
import styles from './proof-page.module.css';

/** The proof checked in the browser, its outcome first, each step of the walk up the tree on demand. */
export function ProofCheckCard({ proof, roots }: { proof: ProofDocument; roots: PublishedRoot[] }) {
  const { t, i18n } = useTranslation('proof-of-liabilities');
  const [check, setCheck] = useState<ProofCheck | null>(null);
  useEffect(() => {
    let live = true;
    setCheck(null);
    void checkProof(proof, roots).then((outcome) => live && setCheck(outcome));
    return () => {
      live = false;
    };
  }, [proof, roots]);
  const fre = (nano: bigint | string) => formatBalance(nano, i18n.language);

  return (
    <Card title={t('check.title')} icon={<IconShield size={16} />}>
      <div className={content.body}>
        {!check ? (
          <p className={content.intro} role="status">{t('check.running')}</p>
        ) : check.holds && check.published ? (
          <Banner tone="success" icon={<IconCheckCircle />}>
            {t('check.passed')} {t('check.published')}
          </Banner>
        ) : (
          <ErrorBanner>{check.holds ? t('check.notPublished') : t('check.failed')}</ErrorBanner>
        )}
        {check && check.steps.length > 0 ? (
          <details className={styles.steps}>
            <summary>{t('check.details')}</summary>
            <ol className={styles.stepList}>
              <li>
                <p>{t('check.leaf')}</p>
                <code className={styles.hash}>{check.steps[0]!.hash}</code>
              </li>
              {proof.path.map((sibling, level) => (
                <li key={level}>
                  <p>{t('check.level', { level: level + 1, sum: fre(sibling.sum), total: fre(check.steps[level + 1]!.sum) })}</p>
                  <code className={styles.hash}>{check.steps[level + 1]!.hash}</code>
                </li>
              ))}
              <li>
                <p>{t('check.root')}</p>
                <code className={styles.hash}>{proof.snapshot.root}</code>
              </li>
            </ol>
          </details>
        ) : null}
      </div>
    </Card>
  );
}
