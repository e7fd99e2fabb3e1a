// The runtime matrix and the browser example also run in Firefox: Debian's Firefox ESR, driven
// through puppeteer-core over WebDriver BiDi (test tools cannot download their own browser here).
// This makes sure it is installed before the suite runs.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  label: 'firefox',
  debianPackage: 'firefox-esr',
  candidates: [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'],
  envVariable: 'FIREFOX_PATH',
});
