import { createIcon } from './create-icon.tsx';

export const IconMegaphone = /* @__PURE__ */ createIcon(
  <>
    <path d="M4 10v4a1 1 0 0 0 1 1h2l6 4V5L7 9H5a1 1 0 0 0-1 1Z" />
    <path d="M17 9a4 4 0 0 1 0 6M8 15l1 4.5" />
  </>,
);
