import os from 'node:os';

/** What the figures were measured on. */
export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memory: string;
  readonly os: string;
  readonly node: string;
  readonly date: string;
}

/** Describes this machine and runtime. */
export function describeMachine(now = new Date()): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    date: now.toISOString().replace(/\.\d+Z$/, 'Z'),
  };
}
