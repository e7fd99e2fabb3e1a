// The browser tests drive Debian's Chromium through playwright-core (test tools cannot download
// their own browser here). This makes sure it is installed before the suite runs.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  label: 'chromium',
  debianPackage: 'chromium',
  candidates: [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ],
  envVariable: 'CHROMIUM_PATH',
});
