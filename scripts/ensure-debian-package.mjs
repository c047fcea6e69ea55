/**
 * Tools the tests and benches run (Chromium, PgBouncer, PostgreSQL 15, nginx) come from Debian's
 * packages, never from a download. Installs one with apt when it is missing and this process can
 * (root with apt-get), else stops with the command to run.
 *
 * As a command: node scripts/ensure-debian-package.mjs <path of a binary> <package> [package…]
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Exits the process with the command to run when `binary` is missing and cannot be installed. */
export function ensureDebianPackage(binary, packages) {
  if (existsSync(binary)) return;
  const list = packages.join(' ');
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`${binary} is missing. Install Debian's package: sudo apt-get install -y ${list}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${list}…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${list}`, { stdio: 'inherit' });
  } catch {
    console.error(`Installing ${list} with apt-get failed; install it by hand: apt-get install -y ${list}`);
    process.exit(1);
  }
  if (!existsSync(binary)) {
    console.error(`${list} is installed but ${binary} is still missing.`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [binary, ...packages] = process.argv.slice(2);
  if (!binary || packages.length === 0) {
    console.error('usage: node scripts/ensure-debian-package.mjs <binary> <package> [package…]');
    process.exit(2);
  }
  ensureDebianPackage(binary, packages);
}
