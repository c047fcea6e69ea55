import { createIcon } from './create-icon.tsx';

export const IconTrophy = /* @__PURE__ */ createIcon(
  <>
    <path d="M8 4h8v6a4 4 0 0 1-8 0V4Z" />
    <path d="M8 6H4.5a3 3 0 0 0 3.6 4.4M16 6h3.5a3 3 0 0 1-3.6 4.4M12 14v4M8 20h8" />
  </>,
);
