import { IconCheck, IconCopy } from '#web/components/icons.tsx';
import { useCopy } from '#web/lib/use-copy.ts';
import styles from './copy-button.module.css';

interface CopyButtonProps {
  text: string;
  /** Accessible name before copying ("Copy address"). */
  label: string;
  /** Shown for 1 s after copying ("Address copied!"). */
  copiedLabel: string;
  /** Show the label next to the icon (else icon only, the label stays the accessible name). */
  showLabel?: boolean;
}

/** Copies a value; the button says it was copied for one second. */
export function CopyButton({ text, label, copiedLabel, showLabel = false }: CopyButtonProps) {
  const { copied, copy } = useCopy();
  const name = copied ? copiedLabel : label;
  return (
    <button
      type="button"
      className={`${styles.copy} ${copied ? styles.copied : ''} ${showLabel ? styles.withLabel : ''}`}
      onClick={() => void copy(text)}
      aria-label={showLabel ? undefined : name}
      title={showLabel ? undefined : name}
    >
      {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
      {showLabel ? <span>{name}</span> : null}
      <span className="visually-hidden" aria-live="polite">
        {copied && !showLabel ? copiedLabel : ''}
      </span>
    </button>
  );
}
