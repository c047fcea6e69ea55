import { createIcon } from './create-icon.tsx';

export const IconIdCard = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M5.5 16c.5-1.5 1.8-2.3 3.5-2.3s3 .8 3.5 2.3M15 10h3M15 13h3" />
  </>,
);
