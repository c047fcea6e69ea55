import { createIcon } from './create-icon.tsx';

export const IconDownload = /* @__PURE__ */ createIcon(<path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" />);
