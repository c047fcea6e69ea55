import { createIcon } from './create-icon.tsx';

export const IconMail = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m4 7 8 6 8-6" />
  </>,
);
