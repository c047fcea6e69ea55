import { createIcon } from './create-icon.tsx';

export const IconShare = /* @__PURE__ */ createIcon(
  <>
    <path d="M12 3.5v12M7.5 8 12 3.5 16.5 8" />
    <path d="M8 11.5H6A1.5 1.5 0 0 0 4.5 13v6A1.5 1.5 0 0 0 6 20.5h12a1.5 1.5 0 0 0 1.5-1.5v-6a1.5 1.5 0 0 0-1.5-1.5h-2" />
  </>,
);
