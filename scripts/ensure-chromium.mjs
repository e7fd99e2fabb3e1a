// The browser tests drive Debian's Chromium through playwright-core (test tools cannot download
// their own browser here). This makes sure it is installed before the suite runs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
const found = candidates.find((path) => path && existsSync(path));

if (found) {
  console.log(`[ensure-chromium] using ${found}`);
} else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('[ensure-chromium] installing Debian chromium with apt-get (about 30 s)…');
  const apt = (...args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
} else {
  console.error(
    '[ensure-chromium] no Chromium found; install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
