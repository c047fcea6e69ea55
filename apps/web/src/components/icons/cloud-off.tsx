import { createIcon } from './create-icon.tsx';

/** No connection: a cloud struck through (the offline notice). */
export const IconCloudOff = /* @__PURE__ */ createIcon(
  <>
    <path d="M8.5 6.3A6 6 0 0 1 17.7 10H18a4 4 0 0 1 2.3 7.3M16 18H7a5 5 0 0 1-1.6-9.7" />
    <path d="m3 3 18 18" />
  </>,
);
