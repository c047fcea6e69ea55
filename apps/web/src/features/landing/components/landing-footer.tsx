import { PUBLIC_LINK_GROUP_ATTRIBUTE, type PublicLink, type PublicLinks } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Logo } from '#web/components/logo.tsx';
import { PrivacySettingsButton } from '#web/components/privacy-settings-button.tsx';
import { usePublicLinks } from '../hooks/use-public-links.ts';
import styles from './landing.module.css';

const PROJECT_LINKS = ['whitePaper', 'officialSite'] as const satisfies readonly PublicLink[];
const COMMUNITY_LINKS = ['telegramGroup', 'telegramChannel', 'x', 'facebook', 'youtube'] as const satisfies readonly PublicLink[];

/**
 * The register, login, figures-and-rules and legal links, and those of the project's public addresses
 * the server has (white paper, official site, chat and channel, social): an unset one is not shown.
 * `links`: the pre-rendered page's stand-ins (the server fills them in or removes them).
 */
export function LandingFooter({ links }: { links?: PublicLinks }) {
  const { t } = useTranslation();
  const addresses = usePublicLinks(links);
  const external = (names: readonly PublicLink[]) =>
    names.flatMap((name) => {
      const href = addresses?.[name];
      return href ? [<a key={name} href={href}>{t(`footer.links.${name}`)}</a>] : [];
    });
  const community = external(COMMUNITY_LINKS);
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Logo size={28} />
          <span>{t('brand.name')}</span>
        </div>
        <nav className={styles.footerLinks} aria-label={t('footer.product')}>
          <Link to={paths.register.getHref()}>{t('landing.nav.register')}</Link>
          <Link to={paths.login.getHref()}>{t('landing.nav.login')}</Link>
          <Link to={paths.transparence.getHref()}>{t('transparency.link')}</Link>
          {external(PROJECT_LINKS)}
        </nav>
        {community.length > 0 ? (
          <nav className={styles.footerLinks} aria-label={t('footer.community')} {...{ [PUBLIC_LINK_GROUP_ATTRIBUTE]: '' }}>
            {community}
          </nav>
        ) : null}
        <nav className={styles.footerLinks} aria-label={t('footer.legal')}>
          <Link to={paths.privacy.getHref()}>{t('legal.privacy.title')}</Link>
          <Link to={paths.cookies.getHref()}>{t('legal.cookies.title')}</Link>
          <Link to={paths.terms.getHref()}>{t('legal.terms.title')}</Link>
          <PrivacySettingsButton className={styles.footerButton}>{t('footer.privacySettings')}</PrivacySettingsButton>
        </nav>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
