import { createIcon } from './create-icon.tsx';

export const IconCheck = /* @__PURE__ */ createIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
