import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { getAdminShopQueryOptions } from './get-admin-shop.ts';

export interface ShopItemChanges {
  /** TON as a decimal string, null = off sale */
  price?: string | null;
  /** Telegram Stars, a whole number; null = not for sale inside Telegram */
  stars?: number | null;
  available?: boolean;
  requiredLevel?: number;
}

export const updateShopItem = ({ id, changes }: { id: string; changes: ShopItemChanges }) =>
  api.patch('/api/admin/shop/items/{id}', { path: { id }, body: changes });

/** Saves an item's prices, availability or required level (audited on the server). */
export function useUpdateShopItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopItem,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getAdminShopQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
