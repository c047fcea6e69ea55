import { createIcon } from './create-icon.tsx';

export const IconArrowRight = /* @__PURE__ */ createIcon(<path d="M5 12h14m0 0-6-6m6 6-6 6" />);
