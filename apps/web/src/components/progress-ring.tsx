import type { ReactNode } from 'react';
import styles from './progress-ring.module.css';

interface ProgressRingProps {
  /** 0..1 */
  value: number;
  size?: number;
  stroke?: number;
  label: string;
  /** The value as words in the page's language ("50 % écoulés"); screen readers say it instead of the bare number. */
  valueText?: string;
  children?: ReactNode;
}

/** A circular progress indicator with content in its centre. */
export function ProgressRing({ value, size = 264, stroke = 12, label, valueText, children }: ProgressRingProps) {
  const clamped = Math.min(1, Math.max(0, value));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  // Any progress shows: a day-long session's first minutes are under a pixel of arc, so a value
  // above 0 draws at least a stroke's width of it (with the round caps, a short bar at the top).
  const arc = clamped > 0 ? Math.max(stroke, circumference * clamped) : 0;
  return (
    <div className={styles.ring} style={{ width: size, height: size }}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped * 100)}
        aria-valuetext={valueText}
      >
        <circle className={styles.track} cx={size / 2} cy={size / 2} r={radius} strokeWidth={stroke} />
        <circle
          className={styles.value}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          strokeDasharray={circumference}
          // Whole pixels: a day-long session moves the arc less than a pixel per refresh, and
          // every new value would run the 600 ms transition (a repaint per frame) for nothing.
          strokeDashoffset={Math.round(circumference - arc)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
