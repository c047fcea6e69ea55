import { createIcon } from './create-icon.tsx';

export const IconBarChart = /* @__PURE__ */ createIcon(
  <>
    <path d="M4 20h16" />
    <path d="M7 16v-5M12 16V6M17 16v-8" />
  </>,
);
