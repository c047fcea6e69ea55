import { createIcon } from './create-icon.tsx';

export const IconBolt = /* @__PURE__ */ createIcon(<path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />);
