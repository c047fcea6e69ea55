import { useMutation } from '@tanstack/react-query';
import type { InvoiceStatus } from '#web/lib/telegram/actions.ts';
import { askTelegram } from '#web/lib/telegram/in-telegram.ts';
import { createStarsOrder, type StarsOrder } from '../api/create-order.ts';

export interface StarsPurchase {
  order: StarsOrder;
  /** How the player closed Telegram's payment sheet. */
  status: InvoiceStatus;
}

/**
 * Inside Telegram: the order in Stars, then Telegram's payment sheet on its invoice (decision 045).
 * The sheet saying "paid" credits nothing: the server credits when the bot hears of the payment,
 * which the order's status then tells (stars-order-panel.tsx).
 */
export function useStarsPurchase() {
  return useMutation({
    mutationFn: async (itemId: string): Promise<StarsPurchase> => {
      const order = await createStarsOrder(itemId);
      const status = await askTelegram((telegram) => telegram.openInvoice(order.invoiceLink));
      return { order, status: status ?? 'failed' };
    },
  });
}
