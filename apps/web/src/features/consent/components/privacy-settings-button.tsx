import type { ButtonHTMLAttributes } from 'react';
import { openPrivacySettings } from '#web/lib/consent/consent-storage.ts';

/** Re-opens the privacy dialog (footer link styled by the caller). */
export function PrivacySettingsButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>) {
  return <button type="button" onClick={openPrivacySettings} {...props} />;
}
