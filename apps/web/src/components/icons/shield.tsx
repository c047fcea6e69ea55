import { createIcon } from './create-icon.tsx';

export const IconShield = /* @__PURE__ */ createIcon(
  <>
    <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6L12 3Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
);
