import type { ReactNode } from 'react';
import styles from './email-address.module.css';

/** A character no translation contains: where the address goes in a translated text. */
const PLACE = '\u{E000}';

/**
 * Where an address may wrap: after its "@" only. A line that starts with ".ru" or ".example.fr"
 * reads as a new word, not as the end of the address.
 */
function breakPoints(address: string): number[] {
  const points: number[] = [];
  for (let index = 1; index < address.length; index += 1) {
    if (address[index - 1] === '@') points.push(index);
  }
  return points;
}

/**
 * An e-mail address that wraps, when the line is too short for it, after its "@": "jean.dupont@" /
 * "exemple.fr", not "jean.dup/ont" nor "exemple/.fr"; never hyphenated (a hyphen would read as part
 * of the address). Only a part wider than the whole line is cut.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts: ReactNode[] = [];
  let start = 0;
  for (const point of [...breakPoints(address), address.length]) {
    if (start > 0) parts.push(<wbr key={`wbr-${start}`} />);
    // A part goes to the next line whole (not cut at a hyphen of "mon-domaine").
    parts.push(
      <span key={start} className={styles.part}>
        {address.slice(start, point)}
      </span>,
    );
    start = point;
  }
  return (
    <span className={styles.address} translate="no">
      {parts}
    </span>
  );
}

/**
 * A translated text naming an address (`text` is the `t` call, given the address to put in), with
 * the address written as an `EmailAddress`; the words around it stay the translation's own.
 */
export function TextWithEmail({ text, email }: { text: (email: string) => string; email: string }) {
  const [before, after, ...rest] = text(PLACE).split(PLACE);
  if (after === undefined || rest.length > 0) return <>{text(email)}</>;
  return (
    <>
      {before}
      <EmailAddress address={email} />
      {after}
    </>
  );
}
