// Browser tests use Debian's Chromium (never a downloaded browser build): find it, install it when
// we are root on Debian, or say how to get it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const isDebian = existsSync('/etc/debian_version');
if (isRoot && isDebian && !process.env.CHROMIUM_PATH) {
  console.log('Chromium is missing: installing the Debian package "chromium"…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium was not found at ${path}.\n` +
    'Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to its executable.',
);
process.exit(1);
