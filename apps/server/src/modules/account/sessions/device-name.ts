import Bowser from 'bowser';
import { networkPrefix } from '#server/modules/abuse-signals/network-prefix.ts';
import type { SessionDevice } from './sessions.repository.ts';

/** The browser's major version: the full build number says nothing more to a player. */
const major = (version: string | undefined) => version?.split('.')[0] ?? '';

/**
 * A session's device in words ("Chrome 131 · Android 14"), from its user-agent, with bowser (MIT;
 * decision 023). Null when nothing is recognised: the reader says "unknown device" in its language.
 */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const browserText = [browser.name, major(browser.version)].filter(Boolean).join(' ');
  const osText = [os.name, os.name === 'Windows' ? os.versionName : major(os.version)].filter(Boolean).join(' ');
  const text = [browserText, osText].filter(Boolean).join(' · ');
  return text || null;
}

/** What kind of device a session came from, for its icon in the device list; null when unknown. */
export function deviceKind(userAgent: string | null | undefined): 'phone' | 'tablet' | 'computer' | null {
  if (!userAgent) return null;
  const type = Bowser.parse(userAgent).platform.type;
  if (type === 'mobile') return 'phone';
  if (type === 'tablet') return 'tablet';
  return type === 'desktop' ? 'computer' : null;
}

/** Browser and system names without versions: the same device after an update. */
export function deviceFamily(userAgent: string | null | undefined): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent);
  return `${browser.name ?? ''}/${os.name ?? ''}`;
}

/**
 * What tells a known device from a new one: the device cookie's id when the browser sent one, else
 * the browser and system (without versions, so an update is not a new device) on the same network.
 */
export function sessionDevice(client: { ip: string; userAgent: string | undefined; deviceId: string | null }): SessionDevice {
  return { deviceId: client.deviceId, family: deviceFamily(client.userAgent), network: networkPrefix(client.ip) };
}
