import { useTranslation } from '#web/lib/use-translation.ts';
import type { GlobalInput } from '../../api/publish-global-message.ts';
import styles from './messages-page.module.css';

/** How players will see the global message (the modal's look, without the overlay). */
export function GlobalPreview({ type, title, content }: Pick<GlobalInput, 'type' | 'title' | 'content'>) {
  const { t } = useTranslation('admin-messages');
  return (
    <figure className={styles.previewWrap}>
      <figcaption className={styles.previewLabel}>{t('global.preview')}</figcaption>
      <div className={`${styles.preview} ${styles[type]}`}>
        <span className={styles.previewType}>{t(`types.${type}`)}</span>
        <strong className={styles.previewTitle}>{title || t('global.previewTitle')}</strong>
        <p className={styles.previewContent}>{content || t('global.previewContent')}</p>
      </div>
    </figure>
  );
}
