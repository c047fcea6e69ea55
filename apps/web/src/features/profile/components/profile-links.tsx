import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { IconArrowRight, IconBarChart, IconCheckCircle, IconLock, IconShield } from '#web/components/icons.tsx';
import styles from './profile-links.module.css';

function Row({ to, icon, label, hint }: { to: string; icon: ReactNode; label: string; hint: string }) {
  return (
    <li>
      <Link to={to} className={styles.row}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          <span className={styles.hint}>{hint}</span>
        </span>
        <IconArrowRight size={16} />
      </Link>
    </li>
  );
}

/** The account's protections, the player's data rights, the proof of their balance and the public figures and rules, each a page of its own. */
export function ProfileLinks() {
  const { t } = useTranslation('profile');
  const { t: tw } = useTranslation();
  return (
    <nav aria-label={t('account')}>
      <ul className={styles.list}>
        <Row to={paths.profileSecurity.getHref()} icon={<IconShield size={18} />} label={t('links.security')} hint={t('links.securityHint')} />
        <Row to={paths.profilePrivacy.getHref()} icon={<IconLock size={18} />} label={t('links.privacy')} hint={t('links.privacyHint')} />
        <Row to={paths.proof.getHref()} icon={<IconCheckCircle size={18} />} label={t('links.proof')} hint={t('links.proofHint')} />
        <Row to={paths.transparence.getHref()} icon={<IconBarChart size={18} />} label={tw('transparency.link')} hint={tw('transparency.hint')} />
      </ul>
    </nav>
  );
}
