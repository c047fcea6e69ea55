import { createIcon } from './create-icon.tsx';

export const IconMonitor = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </>,
);
