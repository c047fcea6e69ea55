import { useTranslation } from '#web/lib/use-translation.ts';
import type { GlobalInput } from '../../api/publish-global-message.ts';
import styles from './messages-page.module.css';

/** How players will see the global message (the modal's look, without the overlay). */
export function GlobalPreview({ type, title, content }: Pick<GlobalInput, 'type' | 'title' | 'content'>) {
  const { t } = useTranslation('admin-engage');
  return (
    <figure className={styles.previewWrap}>
      <figcaption className={styles.previewLabel}>{t('messages.global.preview')}</figcaption>
      <div className={`${styles.preview} ${styles[type]}`}>
        <span className={styles.previewType}>{t(`messages.types.${type}`)}</span>
        <strong className={styles.previewTitle}>{title || t('messages.global.previewTitle')}</strong>
        <p className={styles.previewContent}>{content || t('messages.global.previewContent')}</p>
      </div>
    </figure>
  );
}
