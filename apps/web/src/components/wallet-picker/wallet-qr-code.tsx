import { renderSVG } from 'uqr';
import styles from './wallet-picker.module.css';

/** The wallet's connect link as a QR code, drawn here: the link never leaves for a QR service. Lazy: uqr loads with it. */
export default function WalletQrCode({ url, label }: { url: string; label: string }) {
  const svg = renderSVG(url, { ecc: 'L', border: 2, pixelSize: 4, blackColor: '#000', whiteColor: '#fff' });
  return <div className={styles.qr} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
