import type { ReactNode } from 'react';
import { AMOUNT_BYTES } from '@fre/domain';
import { Link } from 'react-router';
import { PublicPageShell } from '#web/components/public-page-shell.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { formatBalance, formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { usePublishedRoots } from '../api/get-published-roots.ts';
import { formatProofDay } from './proof-date.ts';
import { RootAnchorNote } from './root-anchor-note.tsx';
import styles from './proof-explained-page.module.css';

const SECTIONS = ['what', 'not', 'privacy'] as const;

/** /preuve, public: what the daily proof of liabilities proves and what it does not, in plain words, and the last total. */
export function ProofExplainedPage({ headerAction }: { headerAction?: ReactNode }) {
  const { t, i18n, ready } = useTranslation('proof-of-liabilities');
  const roots = usePublishedRoots();
  const latest = roots.data?.roots[0];
  const language = i18n.language;
  return (
    <PublicPageShell headerAction={headerAction}>
      {ready ? (
        <>
          <h1 className={styles.title}>{t('public.title')}</h1>
          <p className={styles.intro}>{t('public.subtitle')}</p>
          <section className={styles.latest} aria-labelledby="proof-latest">
            <h2 id="proof-latest">{t('public.latest.title')}</h2>
            {roots.isPending ? (
              <Skeleton blocks={[48]} label={t('public.latest.title')} />
            ) : latest ? (
              <>
                <p>{t('public.latest.value', { count: latest.accounts, date: formatProofDay(latest.day, language), total: formatBalance(latest.total, language), n: formatNumber(latest.accounts, language) })}</p>
                <p className={styles.root}>
                  {t('public.latest.root')} <code>{latest.root}</code>
                </p>
              </>
            ) : (
              <p>{t('public.latest.none')}</p>
            )}
            {roots.data ? <RootAnchorNote root={latest} anchoring={roots.data.anchoring} className={styles.note} /> : null}
          </section>
          {SECTIONS.map((section) => (
            <section key={section} className={styles.section}>
              <h2>{t(`public.${section}.title`)}</h2>
              <p>{t(`public.${section}.body`)}</p>
              {section === 'what' ? <p>{t('public.what.chain')}</p> : null}
            </section>
          ))}
          <section className={styles.section}>
            <h2>{t('public.how.title')}</h2>
            <p>{t('public.how.body')}</p>
            <pre className={styles.command}>npm run verify-proof -- fre-proof.json --base-url={window.location.origin}</pre>
            <p>{t('public.how.layout', { bytes: AMOUNT_BYTES })}</p>
          </section>
          <Link to={paths.proof.getHref()} className={styles.back}>
            {t('public.back')}
          </Link>
        </>
      ) : null}
    </PublicPageShell>
  );
}
