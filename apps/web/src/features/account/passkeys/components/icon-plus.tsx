import { createIcon } from '#web/components/icons/create-icon.tsx';

export const IconPlus = /* @__PURE__ */ createIcon(<path d="M12 5v14M5 12h14" />);
