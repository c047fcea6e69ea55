/**
 * The parts of the screen the Telegram app covers (decision 045): the device's safe area (notch,
 * home bar) and, in fullscreen, Telegram's own controls over the top (the content safe area). The
 * layout reads their sum as `--safe-top` / `--safe-bottom` (styles/tokens.css), which outside
 * Telegram are the browser's `env(safe-area-inset-*)`.
 */
export interface Insets {
  top: number;
  bottom: number;
}

const NONE: Insets = { top: 0, bottom: 0 };
const current = { safe: NONE, content: NONE };

function insetsOf(data: Record<string, unknown>): Insets {
  const side = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
  return { top: side(data.top), bottom: side(data.bottom) };
}

/** Records one of the two areas from its event and writes the sums. */
export function applyInsets(area: keyof typeof current, data: Record<string, unknown>): void {
  current[area] = insetsOf(data);
  const style = document.documentElement.style;
  style.setProperty('--safe-top', `${current.safe.top + current.content.top}px`);
  style.setProperty('--safe-bottom', `${current.safe.bottom + current.content.bottom}px`);
}
