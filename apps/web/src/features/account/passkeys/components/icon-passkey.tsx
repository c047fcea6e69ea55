import { createIcon } from '#web/components/icons/create-icon.tsx';

/** A key: the passkey, in the icon set's stroke style. */
export const IconPasskey = /* @__PURE__ */ createIcon(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2 20 3" />
    <path d="m16.5 6.5 2.5 2.5" />
    <path d="m14 9 2 2" />
  </>,
);
