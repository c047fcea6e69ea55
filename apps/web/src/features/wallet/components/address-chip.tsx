import { useTranslation } from '#web/lib/use-translation.ts';
import { shortenAddress } from '#web/lib/ton-address.ts';
import { CopyButton } from '#web/components/copy-button.tsx';
import styles from './address-chip.module.css';

/** A wallet address shortened to first 4 … last 4, the full text in its title, with a copy button. */
export function AddressChip({ address }: { address: string }) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.chip}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={`${styles.address} tabular`} title={address} aria-label={t('card.addressLabel', { address })}>
        {shortenAddress(address)}
      </span>
      <CopyButton text={address} label={t('card.copy')} copiedLabel={t('card.copied')} showLabel />
    </div>
  );
}
