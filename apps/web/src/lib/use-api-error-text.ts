import { useTranslation } from './use-translation.ts';
import { isApiError } from './api-error.ts';

/**
 * The text to show for a failed call: the server's translated message when it sent one,
 * else a generic retry message.
 */
export function useApiErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (isApiError(error) && error.message) return error.message;
    if (isApiError(error) && error.code === 'network_error') return t('common.networkError');
    return t('common.genericError');
  };
}
