import { createIcon } from './create-icon.tsx';

export const IconPhone = /* @__PURE__ */ createIcon(
  <>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M11 18.5h2" />
  </>,
);
