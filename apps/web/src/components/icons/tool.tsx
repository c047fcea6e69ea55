import { createIcon } from './create-icon.tsx';

export const IconTool = /* @__PURE__ */ createIcon(
  <>
    <path d="M14.5 5.5a4 4 0 0 0-5 5L4 16l4 4 5.5-5.5a4 4 0 0 0 5-5l-2.5 2.5-2.5-.5-.5-2.5 2.5-2.5Z" />
  </>,
);
