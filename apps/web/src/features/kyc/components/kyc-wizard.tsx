import { ERROR_PARAMS } from '@fre/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconArrowLeft, IconArrowRight, IconLock, IconSend } from '#web/components/icons.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { kycQueryKey } from '../api/get-kyc.ts';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import { EMPTY_KYC, KYC_STEPS, stepOfField, type KycField, type KycValues } from '../kyc-form.ts';
import { photoError, validateStep } from '../kyc-validation.ts';
import { KycProgress } from './kyc-progress.tsx';
import styles from './kyc-wizard.module.css';
import { AddressStep } from './steps/address-step.tsx';
import { DocumentStep } from './steps/document-step.tsx';
import { IdentityStep } from './steps/identity-step.tsx';
import { PhotosStep } from './steps/photos-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { UploadProgress } from './upload-progress.tsx';

type Messages = Partial<Record<KycField, string>>;
/** Refusals the server gives without naming a field, shown under the field they are about. */
const FIELD_OF_CODE: Record<string, KycField> = { kyc_identity_in_use: 'documentNumber', kyc_underage: 'dateOfBirth' };

/**
 * The five-step identity form. Each step is checked before the next (the same rules as the
 * server); a refusal from the server brings the user back to the step and field it is about.
 * Photos stay in memory only, and are dropped once sent.
 */
export function KycWizard({ onCancel }: { onCancel?: () => void }) {
  const { t } = useTranslation('kyc');
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<KycValues>(EMPTY_KYC);
  const [index, setIndex] = useState(0);
  const [errors, setErrors] = useState<Messages>({});
  const [formError, setFormError] = useState<string>();
  const [progress, setProgress] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const submit = useSubmitKyc(setProgress);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = KYC_STEPS[index]!;
  const last = index === KYC_STEPS.length - 1;

  // After a step change, focus its heading; after a failed check, the first field in error.
  useEffect(() => {
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (focusRequest > 0 && invalid) invalid.focus();
    else if (focusRequest > 0 || index > 0) heading.current?.focus();
  }, [index, focusRequest]);

  const translate = (codes: Partial<Record<KycField, string>>): Messages =>
    Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(code as 'required', { ns: 'errors', ...ERROR_PARAMS[code] })]));

  const onChange = <K extends keyof KycValues>(field: K, value: KycValues[K]) => {
    const photo = value instanceof File ? photoError(value) : undefined;
    // A photo the server would refuse is not kept: the user sees why at once.
    setValues((current) => ({ ...current, [field]: photo ? null : value }));
    setErrors((current) => ({ ...current, [field]: photo ? t(photo as 'required', { ns: 'errors', ...ERROR_PARAMS[photo] }) : undefined }));
  };

  const goTo = (target: number) => {
    setFormError(undefined);
    setIndex(target);
  };

  const onServerError = (error: unknown) => {
    const messages: Messages = {};
    if (isApiError(error)) {
      for (const [field, detail] of Object.entries(error.fieldErrors)) {
        if (stepOfField(field)) messages[field as KycField] = detail.message || t(detail.code as 'required', { ns: 'errors', ...ERROR_PARAMS[detail.code] });
      }
      const field = FIELD_OF_CODE[error.code];
      if (field && !messages[field]) messages[field] = errorText(error);
      if (error.code === 'kyc_already_pending' || error.code === 'kyc_already_approved') void queryClient.invalidateQueries({ queryKey: kycQueryKey });
      // The account has no confirmed address after all (decision 045): the page's notice comes back with the user.
      if (error.code === 'email_required') void queryClient.invalidateQueries({ queryKey: meQueryKey });
    }
    const fields = Object.keys(messages);
    if (fields.length === 0) {
      setFormError(errorText(error));
      return;
    }
    const target = Math.min(...fields.map((field) => KYC_STEPS.indexOf(stepOfField(field)!)));
    setErrors(messages);
    setFormError(t('errors.fixStep'));
    setIndex(target);
    setFocusRequest((n) => n + 1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStep(step, values);
    if (Object.keys(found).length > 0) {
      setErrors(translate(found));
      const target = Math.min(...Object.keys(found).map((field) => KYC_STEPS.indexOf(stepOfField(field)!)));
      if (target !== index) setIndex(target);
      setFocusRequest((n) => n + 1);
      return;
    }
    // Messages of later steps (a refusal from the server) stay until the user reaches them.
    setErrors((current) => (last ? {} : Object.fromEntries(Object.entries(current).filter(([field]) => stepOfField(field) !== step))));
    setFormError(undefined);
    if (!last) return goTo(index + 1);
    setProgress(0);
    submit.mutate(values, {
      onSuccess: () => setValues(EMPTY_KYC),
      onError: onServerError,
    });
  };

  const stepProps = { values, errors, onChange };
  return (
    <Card as="div" className={styles.wizard}>
      <KycProgress current={index} />
      <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.head}>
          <h2 id="kyc-step-title" ref={heading} tabIndex={-1} className={styles.title}>
            {t(`steps.${step}.title`)}
          </h2>
          <p className={styles.lead}>{t(`steps.${step}.lead`)}</p>
        </div>
        {formError && index !== KYC_STEPS.length - 1 ? (
          <ErrorBanner>
            {formError}
          </ErrorBanner>
        ) : null}
        {step === 'identity' ? <IdentityStep {...stepProps} /> : null}
        {step === 'address' ? <AddressStep {...stepProps} /> : null}
        {step === 'document' ? <DocumentStep {...stepProps} /> : null}
        {step === 'photos' ? <PhotosStep {...stepProps} /> : null}
        {step === 'review' ? <ReviewStep values={values} onEdit={goTo} /> : null}
        {last && formError ? (
          <ErrorBanner>
            {formError}
          </ErrorBanner>
        ) : null}
        {submit.isPending ? <UploadProgress fraction={progress} /> : null}
        <div className={styles.actions}>
          {index > 0 ? (
            <Button variant="secondary" size="lg" icon={<IconArrowLeft />} onClick={() => goTo(index - 1)} disabled={submit.isPending}>
              {t('actions.back')}
            </Button>
          ) : onCancel ? (
            <Button variant="ghost" size="lg" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="lg" icon={last ? <IconSend /> : <IconArrowRight />} loading={submit.isPending}>
            {last ? t('actions.submit') : t('actions.next')}
          </Button>
        </div>
        <p className={styles.privacy}>
          <IconLock size={14} />
          {t('privacy')}
        </p>
      </form>
    </Card>
  );
}
