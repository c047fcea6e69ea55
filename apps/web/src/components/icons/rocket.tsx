import { createIcon } from './create-icon.tsx';

export const IconRocket = /* @__PURE__ */ createIcon(
  <>
    <path d="M14.5 4.5c2.5-1.5 5-1.5 5-1.5s0 2.5-1.5 5L12 14l-2-2 4.5-7.5Z" />
    <path d="M10 12 6.5 11 9 8h4M12 14l1 3.5-3 2.5v-4M6 16c-1.5.5-2 2.5-2 4 1.5 0 3.5-.5 4-2" />
  </>,
);
