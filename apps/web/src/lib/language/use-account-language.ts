import { useEffect } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUser } from '#web/lib/auth/get-me.ts';
import { readStoredLanguage, rememberAccountLanguage } from '#web/lib/language-storage.ts';

/**
 * After sign-in, uses the account's language unless this browser has an explicit choice, and keeps
 * it for the next start without the server's page (boot.tsx).
 */
export function useAccountLanguage() {
  const { i18n } = useTranslation();
  const { data: user } = useUser();
  const accountLanguage = user?.language;
  useEffect(() => {
    if (accountLanguage) rememberAccountLanguage(accountLanguage);
    if (accountLanguage && !readStoredLanguage() && i18n.language !== accountLanguage) {
      void i18n.changeLanguage(accountLanguage);
    }
  }, [accountLanguage, i18n]);
}
