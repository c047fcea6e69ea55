import { useEffect } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUser } from '#web/lib/auth/get-me.ts';
import { readStoredLanguage } from '#web/lib/language-storage.ts';

/** After sign-in, uses the account's language unless this browser has an explicit choice. */
export function useAccountLanguage() {
  const { i18n } = useTranslation();
  const { data: user } = useUser();
  const accountLanguage = user?.language;
  useEffect(() => {
    if (accountLanguage && !readStoredLanguage() && i18n.language !== accountLanguage) {
      void i18n.changeLanguage(accountLanguage);
    }
  }, [accountLanguage, i18n]);
}
