import { createIcon } from './create-icon.tsx';

export const IconSend = /* @__PURE__ */ createIcon(
  <>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </>,
);
