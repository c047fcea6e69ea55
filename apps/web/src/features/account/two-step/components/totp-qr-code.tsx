import { renderSVG } from 'uqr';
import styles from './two-step-card.module.css';

/** Drawn here from the otpauth:// address: the secret never leaves for a QR service. Lazy: uqr loads with it. */
export default function TotpQrCode({ url, label }: { url: string; label: string }) {
  const svg = renderSVG(url, { ecc: 'M', border: 2, pixelSize: 6, blackColor: '#000', whiteColor: '#fff' });
  return <div className={styles.qr} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
