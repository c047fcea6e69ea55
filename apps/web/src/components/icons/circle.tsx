import { createIcon } from './create-icon.tsx';

/** An empty ring: something not done yet (a rule a password does not meet yet). */
export const IconCircle = /* @__PURE__ */ createIcon(<circle cx="12" cy="12" r="7.5" />);
