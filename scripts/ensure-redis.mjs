// The fleet tests (tests/fleet) share rate-limit state on a real Redis: Debian's redis-server,
// which they start on a free loopback port and stop after. This makes sure it is installed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server', '/usr/local/bin/redis-server'];
const found = candidates.find((path) => path && existsSync(path));

if (found) {
  console.log(`[ensure-redis] using ${found}`);
} else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('[ensure-redis] installing Debian redis-server with apt-get…');
  const apt = (...args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  apt('install', '-y', '-qq', '--no-install-recommends', 'redis-server');
} else {
  console.error(
    '[ensure-redis] no redis-server found; install it (Debian: `apt-get install -y --no-install-recommends redis-server`) or set REDIS_SERVER_PATH.',
  );
  process.exit(1);
}
