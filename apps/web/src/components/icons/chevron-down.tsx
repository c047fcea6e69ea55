import { createIcon } from './create-icon.tsx';

export const IconChevronDown = /* @__PURE__ */ createIcon(<path d="m6 9 6 6 6-6" />);
