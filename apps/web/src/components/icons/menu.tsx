import { createIcon } from './create-icon.tsx';

export const IconMenu = /* @__PURE__ */ createIcon(
  <>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </>,
);
