import { createIcon } from './create-icon.tsx';

export const IconStar = /* @__PURE__ */ createIcon(<path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.2 6.1L12 16.8l-5.5 2.9 1.2-6.1-4.5-4.2 6.1-.8L12 3Z" />);
