import { createIcon } from './create-icon.tsx';

export const IconClock = /* @__PURE__ */ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
