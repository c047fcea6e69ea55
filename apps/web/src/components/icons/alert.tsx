import { createIcon } from './create-icon.tsx';

export const IconAlert = /* @__PURE__ */ createIcon(
  <>
    <path d="M12 3.5 2.5 20h19L12 3.5Z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </>,
);
