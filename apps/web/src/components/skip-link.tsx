import { useTranslation } from '#web/lib/use-translation.ts';
import { focusPageHeading } from '#web/lib/focus/page-heading.ts';
import styles from './skip-link.module.css';

/**
 * The first focusable element of every page (WCAG 2.4.1): "Aller au contenu" jumps over the header
 * to the page's heading. Shown only while focused. Without scripts (the pre-rendered landing) it is
 * a plain link to #main, the id every page's main element carries.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className={styles.link}
      onClick={(event) => {
        if (!document.getElementById('main')?.querySelector('h1')) return;
        event.preventDefault();
        focusPageHeading();
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
}
