import { createIcon } from './create-icon.tsx';

/** One account linked to the accounts below it: a referral tree, a cluster of accounts. */
export const IconNetwork = /* @__PURE__ */ createIcon(
  <>
    <circle cx="12" cy="5" r="2.5" />
    <circle cx="5" cy="18.5" r="2.5" />
    <circle cx="12" cy="18.5" r="2.5" />
    <circle cx="19" cy="18.5" r="2.5" />
    <path d="M12 7.5V16M10.4 7 6.3 16.3M13.6 7l4.1 9.3" />
  </>,
);
