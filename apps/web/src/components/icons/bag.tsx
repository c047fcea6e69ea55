import { createIcon } from './create-icon.tsx';

export const IconBag = /* @__PURE__ */ createIcon(
  <>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </>,
);
