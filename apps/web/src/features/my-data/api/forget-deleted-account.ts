import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth/get-me';
import { markSignedOut } from '../../../lib/auth/logout-intent';

/** After deletion: like signing out, every cached answer goes and the guard shows the landing page. */
export function useForgetDeletedAccount() {
  const queryClient = useQueryClient();
  return () => {
    markSignedOut();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, null);
  };
}
