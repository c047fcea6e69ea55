/**
 * The optional cookie categories the privacy dialog offers (decision 058), each with the file that
 * reads the visitor's choice for it. A category is offered only while some feature acts on it:
 * asking consent for something the product does not do is a promise nothing keeps. A feature that
 * needs another category adds it here with its reader and its texts (consent.json's
 * `categories.<name>` and the cookie policy); consent-readers.test.tsx fails on a category no
 * code reads. Necessary storage is always on and is not a choice.
 */
export const CONSENT_CATEGORIES = {
  /** Partner offers and the count of their views and clicks: nothing is fetched without it. */
  advertising: { reader: 'apps/web/src/features/ads/components/ad-slot.tsx' },
} as const satisfies Record<string, { reader: string }>;

export type ConsentCategory = keyof typeof CONSENT_CATEGORIES;

export const CONSENT_CATEGORY_NAMES = Object.keys(CONSENT_CATEGORIES) as ConsentCategory[];
