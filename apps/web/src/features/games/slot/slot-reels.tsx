import { SLOT_SYMBOLS, type SlotSymbol } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { SlotSymbolArt } from './slot-symbols.tsx';
import styles from './slot-reels.module.css';

const FACE = 64;

/** Each reel's blurred band shows the faces in another order, so the three never turn in step. */
const band = (reel: number) => [...SLOT_SYMBOLS.slice(reel * 3), ...SLOT_SYMBOLS.slice(0, reel * 3)];

interface SlotReelsProps {
  /** What each reel shows once it stands still. */
  symbols: readonly SlotSymbol[];
  /** Reels still turning: their face is not known yet. */
  turning: readonly boolean[];
  /** The round won: the faces light up once the last reel stops. */
  won: boolean;
  /** Changes with every round, so that each reel lands again. */
  roundKey: string;
}

/** The machine's window: three reels, each a named face or a turning band. */
export function SlotReels({ symbols, turning, won, roundKey }: SlotReelsProps) {
  const { t } = useTranslation('games');
  const busy = turning.some(Boolean);
  return (
    <div className={`${styles.reels} ${won && !busy ? styles.won : ''}`} role="group" aria-label={t('slot.reels')} aria-busy={busy || undefined}>
      {symbols.map((symbol, i) =>
        turning[i] ? (
          <span key={`turning-${i}`} className={styles.window} role="img" aria-label={t('slot.turning')}>
            <span className={styles.band} style={{ animationDelay: `${-i * 90}ms` }}>
              {[...band(i), ...band(i)].map((face, k) => (
                <span key={k} className={styles.face}>
                  <SlotSymbolArt symbol={face} size={FACE} />
                </span>
              ))}
            </span>
          </span>
        ) : (
          <span key={`${roundKey}-${i}`} className={styles.window} role="img" aria-label={t(`slot.symbols.${symbol}`)}>
            <span className={`${styles.face} ${styles.landed}`}>
              <SlotSymbolArt symbol={symbol} size={FACE} />
            </span>
          </span>
        ),
      )}
    </div>
  );
}
