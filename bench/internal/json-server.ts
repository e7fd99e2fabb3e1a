import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverProcess = fileURLToPath(new URL('./json-server-process.ts', import.meta.url));

/** A running constant JSON server in a child process. */
export interface JsonServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the bare node:http JSON server of json-server-process.ts on a free loopback port. */
export function startJsonServer(): Promise<JsonServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@petstore/source', '--import', 'tsx', serverProcess],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`JSON server exited with ${code} before listening`)));
    child.once('message', (message) => {
      const { port } = message as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill();
          }),
      });
    });
  });
}
