import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { useSetUserBan } from '../../api/set-user-ban.ts';
import { useReasonedAction } from '../../hooks/use-reasoned-action.ts';
import type { AdminUserDetail } from '../../types.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DecisionFields, type ChosenCategory } from '../ui/decision-fields.tsx';
import layout from '../ui/page-layout.module.css';
import styles from './user-detail-page.module.css';

/** Bans the account (signed out everywhere, no sign-in, no mining) or lifts the ban; a reason is required. */
export function BanControl({ user }: { user: AdminUserDetail['user'] }) {
  const { t } = useTranslation('admin');
  const setBan = useSetUserBan();
  const { reason, setReason, errors, confirming, cancel, onSubmit, settle } = useReasonedAction(setBan);
  const banning = !user.banned;
  // What the player is told (decision 061): a category, required to ban, and an optional note.
  const [category, setCategory] = useState<ChosenCategory>('');
  const [note, setNote] = useState('');
  const [categoryMissing, setCategoryMissing] = useState(false);
  const submit = (event: FormEvent) => {
    setCategoryMissing(banning && category === '');
    if (banning && category === '') {
      event.preventDefault();
      return;
    }
    onSubmit(event);
  };

  const onConfirm = () =>
    setBan.mutate(
      { userId: user.id, banned: banning, reason: reason.trim(), ...(banning && category ? { category, ...(note.trim() ? { note: note.trim() } : {}) } : {}) },
      { ...settle, onSuccess: () => { settle.onSuccess(); setCategory(''); setNote(''); } },
    );

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="ban-title">
      <h3 id="ban-title" className={styles.sectionTitle}>
        {banning ? t('users.ban.title') : t('users.ban.liftTitle')}
      </h3>
      <p className={layout.muted}>{banning ? t('users.ban.text') : t('users.ban.liftText')}</p>
      <ErrorBanner>{errors.form}</ErrorBanner>
      <Field
        label={t('users.ban.reason')}
        autoComplete="off"
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.field('reason')}
      />
      {banning ? (
        <DecisionFields
          kind="ban"
          category={category}
          onCategory={setCategory}
          categoryError={categoryMissing ? t('required', { ns: 'errors' }) : undefined}
          note={{ value: note, onChange: setNote }}
        />
      ) : null}
      <Button type="submit" variant={banning ? 'danger' : 'secondary'}>
        {banning ? t('users.ban.submit') : t('users.ban.liftSubmit')}
      </Button>
      <ConfirmDialog
        open={confirming}
        tone={banning ? 'danger' : 'primary'}
        title={banning ? t('users.ban.confirmTitle', { nickname: user.nickname }) : t('users.ban.liftConfirmTitle', { nickname: user.nickname })}
        confirmLabel={banning ? t('users.ban.confirm') : t('users.ban.liftConfirm')}
        pending={setBan.isPending}
        onConfirm={onConfirm}
        onCancel={cancel}
      >
        <p>{banning ? t('users.ban.confirmText') : t('users.ban.liftConfirmText')}</p>
        <p>{t('users.ban.reasonQuoted', { reason: reason.trim() })}</p>
      </ConfirmDialog>
    </form>
  );
}
