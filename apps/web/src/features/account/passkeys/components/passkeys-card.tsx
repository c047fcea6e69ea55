import type { Passkey } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconAlert } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { lastActive } from '#web/features/account/security/components/last-active.ts';
import { usePasskeys } from '../api/get-passkeys.ts';
import { useKeepPasskey } from '../api/keep-passkey.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { isInTelegram } from '#web/lib/telegram/launch-params.ts';
import { supportsPasskeys } from '../lib/webauthn.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { IconPasskey } from './icon-passkey.tsx';
import content from '#web/components/card-content.module.css';
import items from '#web/components/item-list.module.css';
import styles from './passkeys-card.module.css';
import { RemovePasskeyModal } from './remove-passkey-modal.tsx';
import { RenamePasskeyModal } from './rename-passkey-modal.tsx';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** The account's passkeys on /profile/security: listed with their use, added, renamed, removed. Not inside Telegram (decision 045). */
export function PasskeysCard() {
  return isInTelegram() ? null : <PasskeysList />;
}

function PasskeysList() {
  const { t } = useTranslation('passkeys');
  const passkeys = usePasskeys();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = supportsPasskeys();

  const list = () => {
    if (passkeys.isPending) return <Skeleton blocks={[64]} label={t('loading')} />;
    if (passkeys.isError) return <LoadError text={t('loadError')} onRetry={() => void passkeys.refetch()} retrying={passkeys.isFetching} />;
    if (passkeys.data.length === 0) return <p className={content.intro}>{t('empty')}</p>;
    return (
      <ul className={items.list} aria-label={t('listLabel')}>
        {passkeys.data.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} onRename={() => setRenaming(passkey)} onRemove={() => setRemoving(passkey)} />
        ))}
      </ul>
    );
  };

  return (
    <Card title={t('title')} icon={<IconPasskey size={16} />}>
      <div className={content.body}>
        <p className={content.intro}>{t('intro')}</p>
        {list()}
        {supported ? (
          <AddPasskeyForm />
        ) : (
          <Banner tone="warning" icon={<IconAlert />}>
            {t('unsupported')}
          </Banner>
        )}
      </div>
      {renaming ? <RenamePasskeyModal passkey={renaming} onClose={() => setRenaming(null)} /> : null}
      {removing ? <RemovePasskeyModal passkey={removing} onClose={() => setRemoving(null)} /> : null}
    </Card>
  );
}

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: Passkey; onRename: () => void; onRemove: () => void }) {
  const { t, i18n } = useTranslation('passkeys');
  const errorText = useApiErrorText();
  const keep = useKeepPasskey();
  const created = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(passkey.createdAt));
  const used = passkey.lastUsedAt ? lastActive(passkey.lastUsedAt, i18n.language) : null;
  const paused = passkey.pausedAt !== null;
  return (
    <li className={[items.row, styles.row, paused ? styles.paused : null].filter(Boolean).join(' ')}>
      <span className={items.icon} aria-hidden="true">
        <IconPasskey size={20} />
      </span>
      <div className={`${items.text} ${styles.text}`}>
        <p className={items.name}>{passkey.name}</p>
        <p className={items.meta}>{t('createdOn', { date: created })}</p>
        <p className={items.meta}>{used ? t(used.relative ? 'lastUsedRelative' : 'lastUsedOn', { when: used.text }) : t('neverUsed')}</p>
        {paused ? (
          <p className={styles.pausedNote}>
            <strong>{t('paused')}</strong> {t('pausedHelp')}
          </p>
        ) : null}
        {keep.isSuccess ? <p className={styles.kept} role="status">{t('kept', { name: passkey.name })}</p> : null}
        {keep.error ? (
          <ErrorBanner>
            {errorText(keep.error)}
          </ErrorBanner>
        ) : null}
      </div>
      <div className={styles.rowActions}>
        {paused ? (
          <Button variant="secondary" className={styles.action} loading={keep.isPending} onClick={() => keep.mutate(passkey.id)} aria-label={t('keepLabel', { name: passkey.name })}>
            {t('keep')}
          </Button>
        ) : null}
        <Button variant="ghost" className={styles.action} onClick={onRename} aria-label={t('renameLabel', { name: passkey.name })}>
          {t('rename')}
        </Button>
        <Button variant="ghost" className={`${styles.action} ${styles.remove}`} onClick={onRemove} aria-label={t('removeLabel', { name: passkey.name })}>
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}
