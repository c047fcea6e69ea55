import { UPLOADS } from '@fre/domain';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconClose, IconImage, IconRefresh } from '#web/components/icons.tsx';
import styles from './photo-input.module.css';
import { useObjectUrl } from './use-object-url.ts';

interface PhotoInputProps {
  label: string;
  hint: string;
  /** environment: the back camera for a document; user: the front camera for the selfie. */
  capture: 'environment' | 'user';
  file: File | null;
  error?: string | undefined;
  onChange: (file: File | null) => void;
}

/** One photo: take or pick it, see it, replace or remove it. The preview URL is revoked on change. */
export function PhotoInput({ label, hint, capture, file, error, onChange }: PhotoInputProps) {
  const { t } = useTranslation('kyc');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const url = useObjectUrl(file);
  const [broken, setBroken] = useState<File | null>(null);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (picked) onChange(picked);
  };

  return (
    <div className={styles.photo}>
      <div className={styles.head}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture={capture}
        className="visually-hidden"
        // The buttons below open the picker; the input itself stays out of the tab order.
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
        onChange={onPick}
      />
      {file ? (
        <div className={styles.preview}>
          {url && broken !== file ? (
            <img src={url} alt={t('photos.previewAlt', { label })} className={styles.image} onError={() => setBroken(file)} />
          ) : (
            <div className={styles.noPreview}>
              <IconImage size={28} />
              <span>{t('photos.noPreview')}</span>
            </div>
          )}
          <p className={styles.fileName}>{file.name}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.action} onClick={() => input.current?.click()}>
              <IconRefresh size={18} />
              {t('photos.replace')}
            </button>
            <button type="button" className={`${styles.action} ${styles.remove}`} onClick={() => onChange(null)}>
              <IconClose size={18} />
              {t('photos.remove')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={`${styles.drop} ${error ? styles.invalid : ''}`}
          aria-describedby={`${id}-hint`}
          onClick={() => input.current?.click()}
        >
          <IconImage size={28} />
          <span className={styles.dropTitle}>{capture === 'user' ? t('photos.takeSelfie') : t('photos.take')}</span>
          <span className={styles.dropHint}>{t('photos.formats', { megabytes: UPLOADS.maxMegabytes })}</span>
        </button>
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
