import { createIcon } from './create-icon.tsx';

export const IconWallet = /* @__PURE__ */ createIcon(
  <>
    <path d="M20 7V5.5A1.5 1.5 0 0 0 18.5 4h-13A2.5 2.5 0 0 0 3 6.5v11A2.5 2.5 0 0 0 5.5 20h14a1.5 1.5 0 0 0 1.5-1.5V9a1.5 1.5 0 0 0-1.5-1.5H5.5" />
    <circle cx="16.5" cy="13.8" r="1.2" />
  </>,
);
