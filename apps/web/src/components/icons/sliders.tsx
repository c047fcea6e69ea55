import { createIcon } from './create-icon.tsx';

export const IconSliders = /* @__PURE__ */ createIcon(
  <>
    <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="8" cy="17" r="2" />
  </>,
);
