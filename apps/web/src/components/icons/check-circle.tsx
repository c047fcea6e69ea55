import { createIcon } from './create-icon.tsx';

export const IconCheckCircle = /* @__PURE__ */ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 3 3 5-6" />
  </>,
);
