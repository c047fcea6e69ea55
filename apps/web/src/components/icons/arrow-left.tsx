import { createIcon } from './create-icon.tsx';

export const IconArrowLeft = /* @__PURE__ */ createIcon(
  <>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </>,
);
