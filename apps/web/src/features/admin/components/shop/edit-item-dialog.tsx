import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { Field } from '../../../../components/field';
import { useApiErrorText } from '../../../../lib/use-api-error-text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SelectField } from '../ui/select-field';
import type { AdminShopItem } from './get-admin-shop';
import { nanoToDecimal } from './shop-labels';
import { useUpdateShopItem, type ShopItemChanges } from './update-shop-item';
import styles from './shop-admin-page.module.css';

const LEVELS = Array.from({ length: 11 }, (_, level) => level);

/** Edits one item; the dialog lists what changes and saves only on confirmation (audited server-side). */
export function EditItemDialog({ item, title, onClose }: { item: AdminShopItem; title: string; onClose: () => void }) {
  const { t } = useTranslation('admin-shop');
  const errorText = useApiErrorText();
  const update = useUpdateShopItem();
  const [price, setPrice] = useState(item.price ? nanoToDecimal(item.price) : '');
  const [available, setAvailable] = useState(item.available || item.price === null);
  const [level, setLevel] = useState(item.requiredLevel);
  const normalized = price.trim().replace(',', '.');
  const priceValid = normalized === '' || /^\d{1,9}(\.\d{1,9})?$/.test(normalized);

  const changes: ShopItemChanges = {};
  const before = item.price ? nanoToDecimal(item.price) : '';
  if (normalized !== before) changes.price = normalized === '' ? null : normalized;
  if (available !== (item.available || item.price === null)) changes.available = available;
  if (level !== item.requiredLevel) changes.requiredLevel = level;
  const nothing = Object.keys(changes).length === 0;

  const onConfirm = () => {
    if (!priceValid || nothing) return;
    // The listed availability hides the raw flag of an item without a price: always send it.
    update.mutate({ id: item.id, changes: { ...changes, available } }, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      open
      title={t('edit.title', { item: title })}
      confirmLabel={t('edit.save')}
      pending={update.isPending}
      error={update.error ? errorText(update.error) : !priceValid ? t('edit.priceInvalid') : undefined}
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
          error={priceValid ? undefined : t('edit.priceInvalid')}
        />
        <label className={styles.check}>
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
