import type { Language } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUser } from '#web/lib/auth/get-me.ts';
import { storeLanguage } from '#web/lib/language-storage.ts';
import { useUpdateLanguage } from './update-language.ts';

/**
 * Switches the interface language: loads its texts, keeps the choice in local storage
 * and, for a signed-in user, on the account.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { data: user } = useUser();
  const { mutate: saveOnAccount } = useUpdateLanguage();
  return async (language: Language) => {
    storeLanguage(language);
    await i18n.changeLanguage(language);
    if (user && user.language !== language) saveOnAccount(language);
  };
}
