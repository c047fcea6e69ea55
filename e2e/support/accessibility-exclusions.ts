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

export const ACCESSIBILITY_EXCLUSIONS: readonly AccessibilityExclusion[] = [
  {
    selector: '#tc-widget-root',
    reason:
      'The TON Connect modal (@tonconnect/ui): the wallet picker the library mounts under <body> with its own markup and styles; ' +
      'only its colours, radius and language are configurable. Problems in it are reported to the TON Connect SDK project.',
  },
];
