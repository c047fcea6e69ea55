/** The rows the routes render: their shape, without the SQL behind it. */
export type { ShopItemRow } from './shop.repository.ts';
export type { StarPaymentRow } from './star-payments.repository.ts';
