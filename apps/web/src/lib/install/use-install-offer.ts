import { useSyncExternalStore } from 'react';
import { installOffer, type InstallOffer, type InstallWay } from './install-offer.ts';

const never = () => () => undefined;

/** How this device can install the app, kept up to date, and the browser's dialog when there is one. */
export function useInstallOffer(offer: InstallOffer | undefined = installOffer()): { way: InstallWay; install: () => Promise<boolean> } {
  const way = useSyncExternalStore(offer?.subscribe ?? never, () => offer?.way() ?? 'none', () => 'none' as const);
  return { way, install: offer?.install ?? (async () => false) };
}
