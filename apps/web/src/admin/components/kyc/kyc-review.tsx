import { ADMIN, ERROR_PARAMS } from '@fre/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconArrowLeft, IconCheck, IconClose, IconExternalLink } from '#web/components/icons.tsx';
import { formatDateTime, formatDay } from '../../format.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import { Badge } from '../ui/badge.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DetailList } from '../ui/detail-list.tsx';
import type { KycSubmission } from '../../api/get-kyc-queue.ts';
import { useReviewKyc } from '../../api/review-kyc.ts';
import styles from './kyc-review.module.css';
import { ReasonField } from './reason-field.tsx';
import { DecisionFields, type ChosenCategory } from '../ui/decision-fields.tsx';

const FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'nationality', 'phoneNumber', 'address', 'postalCode', 'city', 'country', 'documentType', 'documentNumber'] as const;

/** One submission: the photos side by side, the identity it claims, and the decision (confirmed). */
export function KycReview({ item, onBack, onDone }: { item: KycSubmission; onBack: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin-kyc');
  const review = useReviewKyc();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState<ChosenCategory>('');
  const [checked, setChecked] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const reasonOk = reason.trim().length >= ADMIN.reasonMinLength;
  const errors = useAdminFormErrors(review.error, {
    fields: ['reason', 'category'],
    client: {
      ...(checked && !reasonOk ? { reason: t('reason_required', { ns: 'errors', ...ERROR_PARAMS.reason_required }) } : {}),
      ...(checked && category === '' ? { category: t('required', { ns: 'errors' }) } : {}),
    },
  });

  const photos = [
    { key: 'documentFront', url: item.files.documentFront },
    { key: 'documentBack', url: item.files.documentBack },
    { key: 'selfie', url: item.files.selfie },
  ].filter((photo): photo is { key: string; url: string } => photo.url !== null);

  const value = (field: (typeof FIELDS)[number]) => {
    const raw = item.fields[field];
    if (field === 'dateOfBirth') return formatDay(raw, i18n.language, true);
    if (field === 'documentType') return t(`documentTypes.${item.fields.documentType}`);
    return raw;
  };

  const close = () => {
    setDialog(null);
    setChecked(false);
    setCategory('');
    review.reset();
  };
  const confirm = () => {
    if (dialog === 'reject') {
      setChecked(true);
      if (!reasonOk || category === '') return;
    }
    review.mutate(
      { id: item.id, decision: dialog!, ...(dialog === 'reject' && category ? { reason: reason.trim(), category } : {}) },
      { onSuccess: () => { close(); onDone(); } },
    );
  };
  const pending = item.status === 'pending';

  return (
    <article className={styles.review} aria-labelledby="kyc-review-title">
      <div className={styles.head}>
        <Button variant="ghost" icon={<IconArrowLeft />} onClick={onBack}>
          {t('review.back')}
        </Button>
        <div className={styles.who}>
          {/* Focusable by script: it takes the focus of the Open button this view replaces. */}
          <h2 id="kyc-review-title" className={styles.title} tabIndex={-1} ref={titleRef}>
            {item.fields.firstName} {item.fields.lastName}
          </h2>
          <p className={styles.meta}>
            {item.nickname} · {item.email} · {t('review.submittedAt', { date: formatDateTime(item.submittedAt, i18n.language) })}
          </p>
        </div>
        <Badge tone={item.status === 'approved' ? 'gain' : item.status === 'rejected' ? 'loss' : 'gold'} dot>
          {t(`status.${item.status}`)}
        </Badge>
      </div>

      {item.filesDeletedAt ? (
        <p className={styles.filesDeleted}>{t('review.filesDeleted', { date: formatDateTime(item.filesDeletedAt, i18n.language) })}</p>
      ) : (
        <div className={styles.photos}>
          {photos.map((photo) => (
            <figure key={photo.key} className={styles.figure}>
              <a href={photo.url} target="_blank" rel="noreferrer" className={styles.imageLink} aria-label={t('review.openFull', { label: t(`files.${photo.key as 'selfie'}`) })}>
                <img src={photo.url} alt={t(`files.${photo.key as 'selfie'}`)} className={styles.image} loading="lazy" />
              </a>
              <figcaption className={styles.caption}>
                {t(`files.${photo.key as 'selfie'}`)}
                <IconExternalLink size={14} />
              </figcaption>
            </figure>
          ))}
        </div>
      )}

      <section className={styles.identity} aria-labelledby="kyc-identity-title">
        <h3 id="kyc-identity-title" className={styles.sectionTitle}>
          {t('review.identity')}
        </h3>
        <DetailList
          emptyLabel={t('review.empty')}
          items={FIELDS.map((field) => ({ label: t(`fields.${field}`), value: value(field), mono: field === 'documentNumber' }))}
        />
      </section>

      {item.reason ? <p className={styles.reason}>{t('review.reason', { reason: item.reason })}</p> : null}

      {pending ? (
        <div className={styles.actions}>
          <Button variant="danger" size="lg" icon={<IconClose />} onClick={() => setDialog('reject')}>
            {t('review.reject')}
          </Button>
          <Button size="lg" icon={<IconCheck />} onClick={() => setDialog('approve')}>
            {t('review.approve')}
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={dialog === 'approve'}
        title={t('review.approveTitle', { nickname: item.nickname })}
        confirmLabel={t('review.approveConfirm')}
        pending={review.isPending}
        error={errors.form}
        onConfirm={confirm}
        onCancel={close}
      >
        <p>{t('review.approveText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'reject'}
        title={t('review.rejectTitle', { nickname: item.nickname })}
        confirmLabel={t('review.rejectConfirm')}
        tone="danger"
        pending={review.isPending}
        error={errors.form}
        onConfirm={confirm}
        onCancel={close}
      >
        <ReasonField label={t('review.reasonLabel')} hint={t('review.reasonHint')} value={reason} error={errors.field('reason')} onChange={setReason} />
        <DecisionFields kind="kyc_rejection" category={category} onCategory={setCategory} categoryError={errors.field('category')} />
      </ConfirmDialog>
    </article>
  );
}
