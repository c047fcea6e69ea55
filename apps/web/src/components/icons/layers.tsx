import { createIcon } from './create-icon.tsx';

export const IconLayers = /* @__PURE__ */ createIcon(
  <>
    <path d="m12 3 9 5-9 5-9-5 9-5Z" />
    <path d="m3 13 9 5 9-5" />
  </>,
);
