import { createIcon } from './create-icon.tsx';

export const IconBell = /* @__PURE__ */ createIcon(
  <>
    <path d="M6 9.5a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4s2-1.5 2-6.5Z" />
    <path d="M10 19.5a2.2 2.2 0 0 0 4 0" />
  </>,
);
