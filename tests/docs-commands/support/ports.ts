import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { service } from '../../../packages/contract/src/index';
import { freePort } from '../../fleet/support/free-port';

/** The port of the standalone mock's default address, which the documents' requests go to. */
export const defaultPort = Number(new URL(service.defaultBaseUrl).port);

/**
 * The commands that start the standalone mock, which listens on `defaultPort` when given no
 * `--port`: the root script `pnpm mock` and the bins of `@petstore/mock`.
 */
export function mockStarters(root: string): RegExp {
  const manifest = JSON.parse(readFileSync(join(root, 'packages/mock/package.json'), 'utf8')) as {
    bin?: Record<string, string>;
  };
  const names = ['pnpm mock', ...Object.keys(manifest.bin ?? {})];
  return new RegExp(
    `(?:^|[\\s;&|])(?:${names.map((name) => name.replace(/[-\s]/g, '\\$&')).join('|')})(?=\\s|$)`,
  );
}

/**
 * The ports of one run: the documents name fixed ports (the mock's default address, `--port 3333`),
 * which another process of this machine may hold. Each command runs with its ports moved to free
 * ones, the same number always to the same port: requests to the default address go to the mock
 * this run keeps in the background (`background`), and a server a command starts listens on a port
 * of its own, passed as `--port` when the command gives none.
 */
export class PortBook {
  private readonly moved = new Map<number, number>();

  constructor(
    readonly background: number,
    private readonly starters: RegExp,
  ) {}

  private async to(port: number): Promise<number> {
    let free = this.moved.get(port);
    if (free === undefined) {
      free = await freePort();
      this.moved.set(port, free);
    }
    return free;
  }

  /** `text` with its ports moved, and the moves made (`4010 → 41234`) for the test's report. */
  async rewrite(text: string): Promise<{ text: string; moves: string[] }> {
    const moves: string[] = [];
    const replacements: { at: number; length: number; by: string }[] = [];
    for (const match of text.matchAll(/(https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0)):(\d+)/g)) {
      const port = Number(match[2]);
      const to = port === defaultPort ? this.background : await this.to(port);
      replacements.push({
        at: (match.index ?? 0) + (match[1] as string).length + 1,
        length: (match[2] as string).length,
        by: String(to),
      });
      moves.push(`${port} → ${to}`);
    }
    for (const match of text.matchAll(/--port[= ](\d+)/g)) {
      const port = Number(match[1]);
      if (port === 0) continue;
      const to = await this.to(port === defaultPort ? -port : port);
      replacements.push({
        at: (match.index ?? 0) + match[0].length - (match[1] as string).length,
        length: (match[1] as string).length,
        by: String(to),
      });
      moves.push(`--port ${port} → ${to}`);
    }
    let rewritten = text;
    for (const { at, length, by } of replacements.sort((a, b) => b.at - a.at))
      rewritten = `${rewritten.slice(0, at)}${by}${rewritten.slice(at + length)}`;
    const starter = this.starters.exec(rewritten);
    if (starter && !/--port\b/.test(rewritten)) {
      const at = (starter.index ?? 0) + starter[0].length;
      const to = await freePort();
      rewritten = `${rewritten.slice(0, at)} --port ${to}${rewritten.slice(at)}`;
      moves.push(`its default port ${defaultPort} → --port ${to}`);
    }
    return { text: rewritten, moves };
  }
}
