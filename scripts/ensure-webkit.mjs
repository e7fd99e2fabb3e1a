// The runtime matrix also runs in WebKit: Debian's WebKitGTK, driven through its WebDriver server
// (`WebKitWebDriver`, package webkit2gtk-driver), whose browser needs a display: a virtual one
// from Xvfb (package xvfb). This makes sure both are installed before the suite runs.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  label: 'webkit',
  debianPackage: 'webkit2gtk-driver',
  candidates: [process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver'],
  envVariable: 'WEBKIT_WEBDRIVER_PATH',
});
ensureDebianPackage({
  label: 'xvfb',
  debianPackage: 'xvfb',
  candidates: [process.env.XVFB_PATH, '/usr/bin/Xvfb'],
  envVariable: 'XVFB_PATH',
});
