/**
 * Marks the buttons that open the privacy settings. On the pre-rendered landing the app's code is
 * not running yet: its small script finds them by this attribute (app/static-landing/enhance-landing.ts).
 */
export const PRIVACY_SETTINGS_ATTRIBUTE = 'data-privacy-settings';
