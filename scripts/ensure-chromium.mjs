// Before the tests: the browser tests drive Debian's Chromium (/usr/bin/chromium). On a fresh
// machine of this project's kind (Debian, root, apt) it is installed here; elsewhere the browser
// tests are skipped and this says so.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log('Installing Debian chromium for the browser tests…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.log(`No ${CHROMIUM}: the browser tests will be skipped (install Debian's chromium package to run them).`);
  }
}
