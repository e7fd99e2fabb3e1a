import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './free-port';

const binary = process.env.REDIS_SERVER_PATH ?? 'redis-server';

/** A redis-server of our own on loopback, without persistence; stopped by its PID. */
export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** The running server's process id. */
  readonly pid: number;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  /** Stops it (SIGTERM) and waits until it exited. */
  stop(): Promise<void>;
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--enable-debug-command',
      'local',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  child.stdout?.resume();
  return child;
}

async function end(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/** Starts redis-server on a free loopback port and resolves once it accepts connections. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child = await launch(port);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child.pid ?? -1;
    },
    kill: () => end(child, 'SIGKILL'),
    restart: async () => {
      await end(child, 'SIGKILL');
      child = await launch(port);
    },
    stop: () => end(child, 'SIGTERM'),
  };
}
