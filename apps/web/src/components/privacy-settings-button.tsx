import type { ButtonHTMLAttributes } from 'react';
import { openPrivacySettings } from '#web/lib/consent/consent-storage.ts';
import { PRIVACY_SETTINGS_ATTRIBUTE } from '#web/lib/consent/privacy-settings-attribute.ts';

/**
 * Re-opens the privacy dialog, from the footer of every page: the cookie notice and the cookie
 * policy promise it there (footer link styled by the caller).
 */
export function PrivacySettingsButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>) {
  return <button type="button" onClick={openPrivacySettings} {...{ [PRIVACY_SETTINGS_ATTRIBUTE]: '' }} {...props} />;
}
