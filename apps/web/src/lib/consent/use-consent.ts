import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent, type PrivacySettings } from './consent-storage.ts';

/**
 * The visitor's privacy settings, or null until they choose; re-renders when the choice changes
 * (in this tab or another).
 * @example const advertising = useConsent()?.advertising === true;
 */
export function useConsent(): PrivacySettings | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}
