import { createIcon } from './create-icon.tsx';

export const IconPickaxe = /* @__PURE__ */ createIcon(
  <>
    <path d="M4 7c4.5-4 11.5-4 16 0" />
    <path d="M12 5.5 5 20.5" />
  </>,
);
