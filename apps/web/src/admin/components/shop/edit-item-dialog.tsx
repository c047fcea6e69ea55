import { useState } from 'react';
import { FRE_DECIMALS, SHOP } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Field } from '#web/components/field.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import layout from '../ui/page-layout.module.css';
import { SelectField } from '../ui/select-field.tsx';
import type { AdminShopItem } from '../../api/get-admin-shop.ts';
import { formatNanoInput, parseTypedNano } from '#web/lib/format.ts';
import { useUpdateShopItem, type ShopItemChanges } from '../../api/update-shop-item.ts';
import styles from './shop-admin-page.module.css';
import { numberFormat } from '@fre/i18n/intl-formats';

const LEVELS = Array.from({ length: 11 }, (_, level) => level);

/** Edits one item; the dialog lists what changes and saves only on confirmation (audited server-side). */
export function EditItemDialog({ item, title, onClose }: { item: AdminShopItem; title: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-shop');
  const maxStars = numberFormat(i18n.language).format(SHOP.starsMax);
  const errorText = useApiErrorText();
  const update = useUpdateShopItem();
  const [price, setPrice] = useState(item.price ? formatNanoInput(item.price, i18n.language) : '');
  const unpriced = item.price === null && item.stars === null;
  const [available, setAvailable] = useState(item.available || unpriced);
  const [level, setLevel] = useState(item.requiredLevel);
  // Typed in TON in the language's format, sent as nanoTON digits (docs/decisions/077); empty takes it off sale.
  const typedPrice = price.trim() === '' ? null : parseTypedNano(price, i18n.language);
  const priceValid = price.trim() === '' || (typedPrice !== null && typedPrice > 0n);
  const [stars, setStars] = useState(item.stars === null ? '' : String(item.stars));
  const starsText = stars.trim();
  const starsValue = starsText === '' ? null : /^\d{1,6}$/.test(starsText) ? Number(starsText) : Number.NaN;
  const starsValid = starsValue === null || (Number.isInteger(starsValue) && starsValue >= 1 && starsValue <= SHOP.starsMax);
  const valid = priceValid && starsValid;

  const changes: ShopItemChanges = {};
  const newPrice = typedPrice === null ? null : typedPrice.toString();
  if (priceValid && newPrice !== item.price) changes.price = newPrice;
  if (starsValid && starsValue !== item.stars) changes.stars = starsValue;
  if (available !== (item.available || unpriced)) changes.available = available;
  if (level !== item.requiredLevel) changes.requiredLevel = level;
  const nothing = Object.keys(changes).length === 0;

  const onConfirm = () => {
    if (!valid || nothing) return;
    // The listed availability hides the raw flag of an item without a price: always send it.
    update.mutate({ id: item.id, changes: { ...changes, available } }, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      open
      title={t('edit.title', { item: title })}
      confirmLabel={t('edit.save')}
      pending={update.isPending}
      error={update.error ? errorText(update.error) : !priceValid ? t('edit.priceInvalid', { decimals: FRE_DECIMALS }) : !starsValid ? t('edit.starsInvalid', { max: maxStars }) : undefined}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <div className={styles.form}>
        <Field
          label={t('edit.price')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          hint={t('edit.priceHint')}
          error={priceValid ? undefined : t('edit.priceInvalid', { decimals: FRE_DECIMALS })}
        />
        <Field
          label={t('edit.stars')}
          inputMode="numeric"
          value={stars}
          onChange={(event) => setStars(event.target.value)}
          hint={t('edit.starsHint')}
          error={starsValid ? undefined : t('edit.starsInvalid', { max: maxStars })}
        />
        <label className={layout.check}>
          <input type="checkbox" checked={available} onChange={(event) => setAvailable(event.target.checked)} />
          {t('edit.available')}
        </label>
        {item.kind === 'pack' ? (
          <SelectField
            label={t('edit.level')}
            value={String(level)}
            onChange={(event) => setLevel(Number(event.target.value))}
            options={LEVELS.map((value) => ({ value: String(value), label: value === 0 ? t('edit.noLevel') : t('edit.levelN', { level: value }) }))}
          />
        ) : null}
        <p className={styles.summary}>{nothing ? t('edit.nothing') : t('edit.audited')}</p>
      </div>
    </ConfirmDialog>
  );
}
