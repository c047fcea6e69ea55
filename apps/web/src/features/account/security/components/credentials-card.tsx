import type { Credential, CredentialKind } from '@fre/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmailAddress } from '#web/components/email-address.tsx';
import { IconShield } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useClientConfig } from '#web/lib/client-config.ts';
import { shortenAddress, toFriendlyAddress } from '#web/lib/ton-address.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { RemovePasskeyModal } from '#web/features/account/passkeys/components/remove-passkey-modal.tsx';
import { UnlinkTelegramDialog } from '#web/features/account/telegram/components/unlink-telegram-dialog.tsx';
import { useCredentials } from '../api/get-credentials.ts';
import { CredentialIcon } from './credential-icon.tsx';
import { credentialDate } from './credential-since.ts';
import content from '#web/components/card-content.module.css';
import items from '#web/components/item-list.module.css';
import styles from './credentials-card.module.css';

/**
 * The credentials changed in their own card (a form, a renewal) rather than removed from the list,
 * with the word of their row's action: a password and an address are replaced, never removed
 * (credential-rules.ts on the server says why); the app code is turned off with a code, in its card.
 */
const MANAGED = { password: 'change', app_code: 'manage', recovery_codes: 'renew', email: 'change' } as const;
export type ManagedKind = keyof typeof MANAGED;
const isManaged = (kind: CredentialKind): kind is ManagedKind => kind in MANAGED;

/** The wallet's unlinking: the wallet's own dialog, which app/ composes in (decision 046). */
export type WalletRemoval = (onClose: () => void) => ReactNode;

interface CredentialsCardProps {
  /** Shows the card that changes a credential of `kind`. */
  onManage: (kind: ManagedKind) => void;
  walletRemoval: WalletRemoval;
}

/**
 * Every way into the account and the wallet its money leaves to (decision 048), each with its date:
 * one row each, with its one action. A passkey, the Telegram link and the wallet are removed from
 * here, after a confirmation; the others lead to the card that changes them.
 */
export function CredentialsCard({ onManage, walletRemoval }: CredentialsCardProps) {
  const { t } = useTranslation('security');
  const credentials = useCredentials();
  const [removing, setRemoving] = useState<Credential | null>(null);
  const close = () => setRemoving(null);

  let body;
  if (credentials.isPending) body = <Skeleton blocks={[64, 64]} label={t('credentials.loading')} />;
  else if (credentials.isError) body = <LoadError text={t('credentials.loadError')} onRetry={() => void credentials.refetch()} retrying={credentials.isFetching} />;
  else {
    body = (
      <ul className={`${items.list} ${styles.list}`} aria-label={t('credentials.title')}>
        {credentials.data.credentials.map((credential) => (
          <CredentialRow key={`${credential.kind}-${credential.id ?? ''}`} credential={credential} onManage={onManage} onRemove={() => setRemoving(credential)} />
        ))}
      </ul>
    );
  }

  return (
    <Card title={t('credentials.title')} icon={<IconShield size={16} />}>
      <div className={content.body}>
        <p className={content.intro}>{t('credentials.intro')}</p>
        {body}
      </div>
      {removing?.kind === 'passkey' && removing.id ? <RemovePasskeyModal passkey={{ id: removing.id, name: removing.label ?? '' }} onClose={close} /> : null}
      {removing?.kind === 'telegram' ? <UnlinkTelegramDialog name={removing.label} onClose={close} /> : null}
      {removing?.kind === 'wallet' ? walletRemoval(close) : null}
    </Card>
  );
}

interface CredentialRowProps {
  credential: Credential;
  onManage: (kind: ManagedKind) => void;
  onRemove: () => void;
}

function CredentialRow({ credential, onManage, onRemove }: CredentialRowProps) {
  const { t, i18n } = useTranslation(['security', 'two-step', 'passkeys']);
  const { kind, since, paused } = credential;
  const name = t(`credentials.kinds.${kind}`);
  // Changed in its card, or removed from here (a passkey by its name).
  const action = isManaged(kind)
    ? { text: t(`credentials.actions.${MANAGED[kind]}`), label: t(`credentials.actionLabels.${kind}`), onClick: () => onManage(kind) }
    : kind === 'passkey'
      ? { text: t('passkeys:remove'), label: t('passkeys:removeLabel', { name: credential.label ?? '' }), onClick: onRemove }
      : { text: t('credentials.actions.unlink'), label: t(`credentials.actionLabels.${kind}`), onClick: onRemove };

  return (
    <li className={[items.row, styles.row, paused ? styles.paused : null].filter(Boolean).join(' ')}>
      <span className={`${items.icon} ${styles.icon}`} aria-hidden="true">
        <CredentialIcon kind={kind} />
      </span>
      <div className={`${items.text} ${styles.text}`}>
        <p className={`${items.name} ${styles.name}`}>
          <span>{name}</span>
          {paused ? <span className={styles.badge}>{t('credentials.paused')}</span> : null}
        </p>
        <CredentialLabel credential={credential} />
        <p className={items.meta}>{since ? t('credentials.since', { date: credentialDate(since, i18n.language) }) : t('credentials.sinceUnknown')}</p>
      </div>
      <Button variant="secondary" className={styles.action} onClick={action.onClick} aria-label={action.label}>
        {action.text}
      </Button>
    </li>
  );
}

/** What names the credential to its owner: the address, the wallet (shortened, as wallets show it), the passkey's or Telegram's name, the codes left. */
function CredentialLabel({ credential: { kind, label } }: { credential: Credential }) {
  const { t } = useTranslation(['security', 'two-step']);
  const config = useClientConfig();
  if (label === null) return null;
  if (kind === 'email') {
    return (
      <p className={styles.label}>
        <EmailAddress address={label} />
      </p>
    );
  }
  if (kind === 'wallet') {
    return (
      <p className={`${styles.label} ${styles.mono}`} translate="no">
        {shortenAddress(toFriendlyAddress(label, config.data?.tonNetwork === 'testnet'))}
      </p>
    );
  }
  if (kind === 'recovery_codes') return <p className={styles.label}>{t('two-step:on.left', { count: Number(label) })}</p>;
  return (
    <p className={styles.label} translate={kind === 'telegram' ? 'no' : undefined}>
      {label}
    </p>
  );
}
