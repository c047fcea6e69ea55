/** Browser tests run in Debian's Chromium (never a downloaded browser build). */
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['chromium', 'fonts-noto-cjk']);
