import type { Language } from '@fre/domain';
import { useTranslation } from '../../../lib/use-translation';
import { useUser } from '../../../lib/auth/get-me';
import { storeLanguage } from '../../../lib/language-storage';
import { useUpdateLanguage } from '../api/update-language';

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
