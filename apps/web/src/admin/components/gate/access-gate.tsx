import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Banner } from '#web/components/banner.tsx';
import { IconLock, IconShield } from '#web/components/icons.tsx';
import { Logo } from '#web/components/logo.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import type { GateStatus } from '../../types.ts';
import styles from './access-gate.module.css';
import { CreateCodeForm } from './create-code-form.tsx';
import { SecondFactorNeeded } from './second-factor-needed.tsx';
import { UnlockForm } from './unlock-form.tsx';

interface AccessGateProps {
  status: GateStatus;
  /** The back office was open in this visit and locked itself (idle, locked elsewhere, revoked). */
  relocked?: boolean;
}

/**
 * The admin access-code gate (decision 070): the first visit creates the personal code,
 * later visits unlock this login session with it. Every message of the original's gate comes from the server.
 * Before either, the account needs a second factor (decision 024): the gate then says how to add one.
 * Shown again, it says why with the texts of the server's answers: locked (admin_locked), or the
 * code gone while the unlock form was open (access_code_required, e.g. after a reset).
 */
export function AccessGate({ status, relocked = false }: AccessGateProps) {
  const { t } = useTranslation('admin');
  const { data: user } = useUser();
  const creating = !status.hasCode;
  const step = !status.secondFactor ? 'secondFactor' : creating ? 'create' : 'unlock';
  const [unlockSeen, setUnlockSeen] = useState(false);
  if (step === 'unlock' && !unlockSeen) setUnlockSeen(true);
  return (
    <div className={styles.page}>
      <main className={styles.main} id="main">
        <div className={styles.brand}>
          <Logo size={32} />
          <span>{t('brand')}</span>
        </div>
        <section className={styles.card} aria-labelledby="gate-title">
          <span className={styles.icon}>{step === 'unlock' ? <IconLock size={32} /> : <IconShield size={32} />}</span>
          <div className={styles.heading}>
            <h1 id="gate-title" className={styles.title}>
              {t(`gate.${step}.title`)}
            </h1>
            <p className={styles.subtitle}>{t(`gate.${step}.text`)}</p>
            {user ? <p className={styles.account}>{t('gate.signedInAs', { email: user.email })}</p> : null}
          </div>
          {relocked && step === 'unlock' ? (
            <Banner tone="info" icon={<IconLock size={18} />}>
              {t('admin_locked', { ns: 'errors' })}
            </Banner>
          ) : null}
          {unlockSeen && step === 'create' ? (
            <Banner tone="info" icon={<IconShield size={18} />}>
              {t('access_code_required', { ns: 'errors' })}
            </Banner>
          ) : null}
          {step === 'secondFactor' ? <SecondFactorNeeded /> : step === 'create' ? <CreateCodeForm /> : <UnlockForm />}
        </section>
        <Link to={paths.home.getHref()} className={styles.cancel}>
          {t('gate.cancel')}
        </Link>
      </main>
    </div>
  );
}
