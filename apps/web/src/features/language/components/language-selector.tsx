import { LANGUAGES, type Language } from '@fre/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../../components/icons';
import { isLanguage } from '../../../lib/language-storage';
import { useChangeLanguage } from '../hooks/use-change-language';
import { LANGUAGE_NAMES } from '../language-names';
import { Flag } from './flags';
import styles from './language-selector.module.css';

/** Flag button opening the list of interface languages. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef} data-language-selector>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('language.label', { language: LANGUAGE_NAMES[current] })}
        onClick={() => setOpen((value) => !value)}
      >
        <Flag language={current} />
        <span className={styles.code}>{current.toUpperCase()}</span>
        <IconChevronDown size={16} />
      </button>
      {/* Always in the page (hidden when closed): the pre-rendered landing opens it without React. */}
      <ul id={menuId} className={styles.menu} aria-label={t('language.choose')} hidden={!open} data-language-menu>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              data-language={language}
              className={styles.option}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                void changeLanguage(language);
              }}
            >
              <Flag language={language} />
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
