import { createIcon } from './create-icon.tsx';

export const IconHourglass = /* @__PURE__ */ createIcon(<path d="M7 3h10M7 21h10M8 3v3.5c0 2 4 3.5 4 5.5s-4 3.5-4 5.5V21M16 3v3.5c0 2-4 3.5-4 5.5s4 3.5 4 5.5V21" />);
