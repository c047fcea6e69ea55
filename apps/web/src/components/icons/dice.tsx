import { createIcon } from './create-icon.tsx';

export const IconDice = /* @__PURE__ */ createIcon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3.5" />
    <path d="M8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01" strokeWidth={3} />
  </>,
);
