import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ControlHandler } from '../control/control-routes';
import type { RequestHandler } from '../pipeline/handle-request';
import type { MockRequest } from '../pipeline/mock-request';
import { errorResponse, type MockResponse, type Refusal, withRequestId } from '../pipeline/respond';
import type { FoundWorld } from '../worlds/world-registry';
import type { WorldTarget } from '../worlds/world-target';

/**
 * The drift proxy's forwarding of one request (`server/proxy.ts`): resolves with `undefined` once it
 * wrote the real service's answer, or with its own answer for the server to write.
 */
export type ForwardRequest = (
  request: MockRequest,
  message: IncomingMessage,
  res: ServerResponse,
  preflight: boolean,
) => Promise<MockResponse | undefined>;

/** What one standalone server answers with, each on its own paths. */
export interface ServeTargets {
  /** Where the server answers, e.g. `http://127.0.0.1:4010`. */
  readonly origin: string;
  /** The mock's one request handler: every path the others do not take. */
  readonly handle: RequestHandler;
  /** The control API and the path it answers under (`/__admin`), when it is on; answered without CORS. */
  readonly control?: {
    path: string;
    handle: ControlHandler;
    /** The control API's refusal of a caller, before anything is looked up for it. */
    refuse(request: MockRequest): MockResponse | undefined;
  };
  /**
   * The server's worlds, when it has them: each request names one by path or header, or the
   * default world (the mock above).
   */
  readonly worlds?: { find(id: string): FoundWorld | Refusal };
  /** The interactive reference and its path (`/docs`), when it is on; answered without CORS. */
  readonly docs?: { path: string; handle(request: MockRequest): MockResponse };
  /** The rate-limit headers of an answer given before a key is read. */
  readonly layerHeaders: () => Record<string, string>;
  /**
   * The drift proxy, when the server is one: it takes every request of every method that the docs
   * page and the control API do not, but those under `ownPaths` (theirs, when they are off).
   */
  readonly proxy?: { readonly forward: ForwardRequest; readonly ownPaths: readonly string[] };
}

/** A world's answer: the refusal of the world named (after the caller's, for the control API), or its own. */
export function respondInWorld(
  { control, worlds }: ServeTargets,
  request: MockRequest,
  world: Exclude<WorldTarget, { id: undefined }>,
  target: 'control' | 'service',
): MockResponse | Promise<MockResponse> {
  const callerRefused = target === 'control' ? control?.refuse(request) : undefined;
  if (callerRefused) return callerRefused;
  const found = 'refusal' in world ? world.refusal : (worlds as NonNullable<typeof worlds>).find(world.id);
  // The service's refusal gets CORS below, as every answer of the service does.
  if ('code' in found) return errorResponse(found, withRequestId());
  const { mount } = world as { mount: string };
  if (target === 'service') return found.handle(request, mount);
  // `control.refuse` passed, so the server has a control API and so has every world.
  return (found.control as ControlHandler)(request, mount);
}
