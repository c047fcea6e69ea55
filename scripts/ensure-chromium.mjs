/**
 * Browser tests run in Debian's Chromium (never a downloaded browser build). Installs it with
 * apt when missing and possible, else stops with a message that says how.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit' });
  } catch {
    console.error('Installing chromium with apt-get failed; install it by hand: apt-get install -y chromium');
    process.exit(1);
  }
}
