import styles from './skeleton.module.css';

/** Placeholder blocks (heights in px) while a page's data loads; announced once as loading. */
export function Skeleton({ blocks, label }: { blocks: number[]; label: string }) {
  return (
    <div className={styles.stack} role="status" aria-label={label}>
      {blocks.map((height, index) => (
        <div key={index} className={styles.block} style={{ height }} />
      ))}
    </div>
  );
}
