import { createIcon } from './create-icon.tsx';

export const IconRefresh = /* @__PURE__ */ createIcon(<path d="M20 11a8 8 0 0 0-14.6-4.5M4 5v4h4M4 13a8 8 0 0 0 14.6 4.5M20 19v-4h-4" />);
