import { ABUSE_SIGNALS, ACCOUNT, DAY_MS, HOUR_MS, MINING, MY_DATA, NOTIFICATIONS_KEPT } from '@fre/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import type { LegalPage as PageName } from '#web/config/paths.ts';
import { paths } from '#web/config/paths.ts';
import { PublicPageShell } from '#web/components/public-page-shell.tsx';
import { PrivacySettingsButton } from '#web/components/privacy-settings-button.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { OperatorBlock } from './operator-block.tsx';
import styles from './legal-page.module.css';
import { dateTimeFormat, numberFormat } from '@fre/i18n/intl-formats';
import { formatSpan } from '#web/lib/span.ts';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** The date every legal text was last updated (shown on each page). */
export const LEGAL_UPDATED = '2026-11-29';

/** Numbers the legal texts quote, from the one constants module (decision 068), never typed in them. */
const LEGAL_NUMBERS = {
  signalRetentionDays: ABUSE_SIGNALS.retentionDays,
  deviceCookieDays: ABUSE_SIGNALS.deviceCookieDays,
  kycFileRetentionDays: MY_DATA.kycFileRetentionDays,
  accountingRetentionYears: MY_DATA.accountingRetentionYears,
  amlRetentionYears: MY_DATA.amlRetentionYears,
  answerDays: MY_DATA.answerWithinDays,
  ipv4PrefixBits: ABUSE_SIGNALS.ipv4PrefixBits,
  ipv6PrefixBits: ABUSE_SIGNALS.ipv6PrefixBits,
  notificationsKept: NOTIFICATIONS_KEPT,
  sessionTtlDays: ACCOUNT.sessionTtlMs / DAY_MS,
  sessionHours: MINING.sessionDurationMs / HOUR_MS,
};

/**
 * Public legal page (privacy, cookies, terms): our own text in the `legal` namespace, structured
 * in headed sections, dated; the language selector is composed by the route.
 */
export function LegalPage({ page, headerAction }: { page: PageName; headerAction?: ReactNode }) {
  const { t, i18n, ready } = useTranslation('legal');
  const { t: tw } = useTranslation();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(`${LEGAL_UPDATED}T12:00:00Z`));
  // A span with its unit, in the language's own grammar ("2 ans", "2 года").
  const supportTicketRetention = numberFormat(i18n.language, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(MY_DATA.supportTicketRetentionYears);
  const exportInterval = formatSpan(MY_DATA.exportIntervalMs, i18n.language);
  const sections = ready ? (t(`${page}.sections`, { returnObjects: true, ...LEGAL_NUMBERS, supportTicketRetention, exportInterval }) as unknown as LegalSection[]) : [];
  return (
    <PublicPageShell headerAction={headerAction}>
      {ready ? (
        <>
          <h1 className={styles.title}>{t(`${page}.title`)}</h1>
          <p className={styles.updated}>
            {t('updated')} <time dateTime={LEGAL_UPDATED}>{date}</time>
          </p>
          <p className={styles.intro}>{t(`${page}.intro`)}</p>
          {page === 'cookies' ? null : <OperatorBlock />}
          <nav aria-label={t('contents')} className={styles.toc}>
            <ol>
              {sections.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#section-${index + 1}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={section.heading} id={`section-${index + 1}`} className={styles.section} aria-labelledby={`section-${index + 1}-title`}>
              <h2 id={`section-${index + 1}-title`}>{`${index + 1}. ${section.heading}`}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </section>
          ))}
          <nav aria-label={t('others')} className={styles.others}>
            {(['privacy', 'cookies', 'terms'] as const)
              .filter((other) => other !== page)
              .map((other) => (
                <Link key={other} to={paths[other].getHref()}>
                  {t(`${other}.title`)}
                </Link>
              ))}
            <Link to={paths.home.getHref()}>{t('home')}</Link>
            <PrivacySettingsButton className={styles.settings}>{tw('footer.privacySettings')}</PrivacySettingsButton>
          </nav>
        </>
      ) : (
        <Skeleton blocks={[40, 20, 120, 200, 200]} label="…" />
      )}
    </PublicPageShell>
  );
}
