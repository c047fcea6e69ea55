import { LANGUAGES, type Language } from '@fre/domain';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconChevronDown } from '#web/components/icons.tsx';
import { isLanguage } from '#web/lib/language-storage.ts';
import { useChangeLanguage } from '#web/lib/language/use-change-language.ts';
import { LANGUAGE_NAMES } from '#web/lib/language/language-names.ts';
import { itemForKey, openingItemForKey } from '#web/lib/language/menu-keys.ts';
import { Flag } from './flags.tsx';
import styles from './language-selector.module.css';

/**
 * Flag button opening the list of interface languages, a menu button (ARIA pattern): Enter, Space
 * or an arrow key opens it on an item, the arrows, Home and End move, Escape closes it back onto
 * the button, Tab closes it. The button's name starts with the code it shows ("FR Langue :
 * Français"), so speech users can say what they see (WCAG 2.5.3).
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  /** The item to focus once the menu shows. */
  const focusOnOpen = useRef<number | null>(null);
  const menuId = useId();
  const codeId = useId();
  const nameId = useId();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const close = (backToButton: boolean) => {
    setOpen(false);
    if (backToButton) triggerRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    items()[focusOnOpen.current]?.focus();
    focusOnOpen.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = openingItemForKey(event.key, LANGUAGES.length);
    if (index === null) return;
    event.preventDefault();
    openAt(index);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      // Only this menu closes (not a dialog the selector sits in).
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const list = items();
    const next = itemForKey(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };

  return (
    <div className={styles.root} ref={rootRef} data-language-selector>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-labelledby={`${codeId} ${nameId}`}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        <Flag language={current} />
        <span id={codeId} className={styles.code}>
          {current.toUpperCase()}
        </span>
        <span id={nameId} className="visually-hidden">
          {t('language.label', { language: LANGUAGE_NAMES[current] })}
        </span>
        <IconChevronDown size={16} />
      </button>
      {/* Always in the page (hidden when closed): the pre-rendered landing opens it without React. */}
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        className={styles.menu}
        aria-label={t('language.choose')}
        hidden={!open}
        data-language-menu
        onKeyDown={onMenuKeyDown}
      >
        {LANGUAGES.map((language) => (
          <li key={language} role="none">
            <button
              type="button"
              role="menuitemradio"
              tabIndex={-1}
              lang={language}
              data-language={language}
              className={styles.option}
              aria-checked={language === current}
              onClick={() => {
                close(true);
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
