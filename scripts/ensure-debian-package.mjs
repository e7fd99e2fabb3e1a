// Test suites here use programs from Debian's packages (test tools cannot download their own
// here). This finds one, or installs its package with apt-get when running as root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Returns the path of the first candidate that exists, installing `debianPackage` first when none
 * does and the process is root on a machine with apt-get; exits with a hint otherwise.
 * @param {{ label: string, debianPackage: string, candidates: (string | undefined)[], envVariable: string }} wanted
 */
export function ensureDebianPackage({ label, debianPackage, candidates, envVariable }) {
  const find = () => candidates.find((path) => path && existsSync(path));
  const found = find();
  if (found) {
    console.log(`[ensure-${label}] using ${found}`);
    return found;
  }
  const install = ['install', '-y', '-qq', '--no-install-recommends', debianPackage];
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `[ensure-${label}] not found; install it (Debian: \`apt-get ${install.join(' ')}\`) or set ${envVariable}.`,
    );
    process.exit(1);
  }
  console.log(`[ensure-${label}] installing Debian ${debianPackage} with apt-get…`);
  const apt = (...args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  apt(...install);
  return find();
}
