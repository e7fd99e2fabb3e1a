import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { freePort } from '../../fleet/support/free-port';
import type { SmokeBrowser } from './smoke-browsers';
import { type PageOutcome, reportOf, smokeInPage } from './smoke-page';

// Debian's WebKitGTK, the engine of Safari, through its WebDriver server (`WebKitWebDriver`,
// classic WebDriver over HTTP: a handful of calls, no client library). Its browser, MiniBrowser,
// has no headless mode: it draws on a virtual display of Xvfb. `scripts/ensure-webkit.mjs`
// installs both.

function programPath(variable: string, candidates: readonly string[]): string {
  const found = [process.env[variable], ...candidates].find((path) => path && existsSync(path));
  if (!found)
    throw new Error(`No ${candidates[0]} found: run \`node scripts/ensure-webkit.mjs\` or set ${variable}`);
  return found;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** Rejects when the child exits before `ready` settles, with what it printed. */
function untilReady<T>(child: ChildProcess, name: string, ready: Promise<T>): Promise<T> {
  let output = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code, signal]) => {
    throw new Error(`${name} exited (${code ?? signal}) before it was ready: ${output.trim()}`);
  });
  return Promise.race([ready, exited]);
}

/** Xvfb on the first free display, which it names itself (`-displayfd`): no display number to guess. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    programPath('XVFB_PATH', ['/usr/bin/Xvfb']),
    ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const numbered = once((xvfb.stdio[3] as Readable).setEncoding('utf8'), 'data').then(
    ([text]) => `:${String(text).trim()}`,
  );
  return { display: await untilReady(xvfb, 'Xvfb', numbered), process: xvfb };
}

/** Answers once the server at `url` answers at all: WebKitWebDriver prints nothing when it listens. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) return; // untilReady reports it
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} does not answer: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

interface WebDriverAnswer<T> {
  value: T & { error?: string; message?: string };
}

/** WebKitGTK on a virtual display, its WebDriver server on a free loopback port, one session. */
export async function startWebKit(): Promise<SmokeBrowser> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(
    programPath('WEBKIT_WEBDRIVER_PATH', ['/usr/bin/WebKitWebDriver']),
    [`--port=${port}`, '--host=127.0.0.1'],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DISPLAY: xvfb.display } },
  );
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as WebDriverAnswer<T>;
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  };
  let sessionPath: string | undefined;
  const close = async () => {
    if (sessionPath) await call('DELETE', sessionPath).catch(() => undefined);
    await stop(driver);
    await stop(xvfb.process);
  };
  try {
    await untilReady(driver, 'WebKitWebDriver', answering(`${base}/status`, driver));
    const session = await call<{ sessionId: string }>('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] } } },
    });
    sessionPath = `/session/${session.sessionId}`;
    await call('POST', `${sessionPath}/timeouts`, { script: 90_000, pageLoad: 30_000 });
  } catch (error) {
    await close();
    throw error;
  }
  const session = sessionPath;
  return {
    async run(pageUrl, config) {
      await call('POST', `${session}/url`, { url: pageUrl });
      // An asynchronous script ends when it calls its last argument; smokeInPage never rejects.
      const outcome = await call<PageOutcome>('POST', `${session}/execute/async`, {
        script: `(${smokeInPage.toString()})(arguments[0]).then(arguments[arguments.length - 1]);`,
        args: [config],
      });
      return reportOf('webkit', outcome);
    },
    close,
  };
}
