import { useQueryClient } from '@tanstack/react-query';
import { forgetAccount } from '#web/lib/auth/forget-account.ts';

/** After deletion: like signing out, every cached answer goes and the guard shows the landing page. */
export function useForgetDeletedAccount() {
  const queryClient = useQueryClient();
  return () => forgetAccount(queryClient);
}
