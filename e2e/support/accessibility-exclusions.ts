/**
 * The only parts of our pages the accessibility gate does not check: widgets of third parties whose
 * markup we cannot change. Each entry says why. Our own markup around them is still checked, and an
 * exclusion is never a way to silence a finding in our code: fix that instead.
 */
export interface AccessibilityExclusion {
  /** CSS selector of the widget's root element. */
  selector: string;
  reason: string;
}

/**
 * None since our own wallet list replaced TON Connect's modal (decision 082): every dialog of the
 * app is checked.
 */
export const ACCESSIBILITY_EXCLUSIONS: readonly AccessibilityExclusion[] = [];
