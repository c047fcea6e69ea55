import { createIcon } from './create-icon.tsx';

export const IconImage = /* @__PURE__ */ createIcon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m20.5 16-5-5-8.5 8.5" />
  </>,
);
