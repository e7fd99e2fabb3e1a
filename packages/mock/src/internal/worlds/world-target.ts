import { randomBytes } from 'node:crypto';
import type { Refusal } from '../pipeline/respond';

/** The request header that names a world, for clients that keep the server's root URL. */
export const worldHeader = 'Petstore-World';

/** The path every world's base URL starts with: `${origin}/worlds/${id}`. */
export const worldsPath = '/worlds';

/** 128 random bits, base64url: 22 characters of `A-Z a-z 0-9 - _`. */
const idBytes = 16;
const idPattern = /^[A-Za-z0-9_-]{22}$/;

/** A new world id: unguessable (128 random bits) and safe in a URL path and a header as it is. */
export function newWorldId(): string {
  return randomBytes(idBytes).toString('base64url');
}

/** Where a request goes: the default world, or a world by id with the path prefix it came under. */
export type WorldTarget =
  | { readonly id: undefined }
  | { readonly id: string; readonly mount: string }
  | { readonly refusal: Refusal };

// How much of a refused id a message quotes: enough to recognise it, never a whole long value.
const quoted = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

const malformed = (id: string, where: string): Refusal => ({
  code: 'invalid_request',
  message: `${where} ${quoted(id)} is not a world id (22 characters of A-Z, a-z, 0-9, "-" and "_", as POST /__admin/worlds answers)`,
});

// `.` and `..` written plainly or percent-encoded, and encoded or back slashes: what a client,
// a proxy or the URL parser may turn into a step out of `/worlds/{id}`.
const dotSegment = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;
const slashLike = /\\|%2f|%5c/i;
// An absolute-form target's scheme and authority, before its path.
const authority = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/** The path of a request target as the client wrote it, before the URL parser resolves it. */
function rawPath(target: string): string {
  const path = target.replace(authority, '');
  const end = path.search(/[?#]/);
  return end < 0 ? path : path.slice(0, end);
}

/** The world the path names, or its refusal; `undefined` when it names none. */
function pathWorld(target: string, pathname: string): WorldTarget | undefined {
  // Most requests name no world: one substring test, no parsing.
  if (!target.includes(worldsPath) && !pathname.startsWith(worldsPath)) return undefined;
  const raw = rawPath(target);
  if (!raw.startsWith(worldsPath) && !pathname.startsWith(worldsPath)) return undefined;
  const rest = raw.slice(worldsPath.length);
  // `/worldsfoo` is a path like any other, which no operation answers.
  if (rest !== '' && !/^[/\\%]/.test(rest) && pathname === raw) return undefined;
  if (dotSegment.test(raw) || slashLike.test(rest))
    return {
      refusal: {
        code: 'invalid_request',
        message: `A path under ${worldsPath}/ may not hold dot segments or encoded slashes: it would leave the world's base URL`,
      },
    };
  const match = /^\/worlds\/([^/]*)/.exec(raw);
  if (!match)
    return {
      refusal: {
        code: 'invalid_request',
        message: `A path under ${worldsPath} names a world: ${worldsPath}/{id}/…, with the id POST /__admin/worlds answers`,
      },
    };
  const id = match[1] as string;
  if (!idPattern.test(id)) return { refusal: malformed(id, 'The path segment') };
  return { id, mount: `${worldsPath}/${id}` };
}

/**
 * Reads which world a request names, by its path (`/worlds/{id}/…`, as the client wrote it, before
 * dot segments are resolved) and by the {@link worldHeader} header. A path that would step out of
 * a world, a malformed id, or a header and a path naming two worlds is refused; nothing is looked
 * up here (an unknown id is the registry's to refuse).
 * @param target the request target as it arrived (`/worlds/abc/pets?limit=5`).
 * @param pathname the path the URL parser made of it.
 * @param header the value of the {@link worldHeader} header, if sent.
 */
export function readWorldTarget(target: string, pathname: string, header: string | undefined): WorldTarget {
  const byPath = pathWorld(target, pathname);
  if (byPath && 'refusal' in byPath) return byPath;
  if (header === undefined) return byPath ?? { id: undefined };
  const named = header.trim();
  if (!idPattern.test(named)) return { refusal: malformed(named, `The ${worldHeader} header`) };
  if (!byPath || byPath.id === undefined) return { id: named, mount: '' };
  if (byPath.id === named) return byPath;
  return {
    refusal: {
      code: 'invalid_request',
      message: `The ${worldHeader} header names world ${quoted(named)} and the path world ${quoted(byPath.id)}: send one, or both naming the same world`,
    },
  };
}
