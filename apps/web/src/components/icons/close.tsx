import { createIcon } from './create-icon.tsx';

export const IconClose = /* @__PURE__ */ createIcon(
  <>
    <path d="M6 6l12 12M18 6 6 18" />
  </>,
);
