// The fleet tests (tests/fleet) share rate-limit state on a real Redis: Debian's redis-server,
// which they start on a free loopback port and stop after. This makes sure it is installed.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  label: 'redis',
  debianPackage: 'redis-server',
  candidates: [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server', '/usr/local/bin/redis-server'],
  envVariable: 'REDIS_SERVER_PATH',
});
