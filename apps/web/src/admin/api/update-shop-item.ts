import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api/api-types.ts';
import { auditQueryKey } from './get-audit.ts';
import { getAdminShopQueryOptions } from './get-admin-shop.ts';

/** price: nanoTON digits (docs/decisions/077), null = off sale; stars: a whole number, null = not for sale inside Telegram. */
export type ShopItemChanges = ApiBody<'/api/admin/shop/items/{id}', 'patch'>;

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
