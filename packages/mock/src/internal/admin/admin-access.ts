import { isIP } from 'node:net';
import { PetStoreMockError } from '../../mock-error';

/** Whether the control API answers, and the token it asks for. */
export type AdminAccess = { readonly on: false } | { readonly on: true; readonly token: string | undefined };

/** Whether a host name or address reaches this machine only. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/**
 * Decides the control API's access: on by default on a loopback host, where only this machine
 * reaches it; elsewhere only with a token, since anyone who reaches the port could wipe the store.
 * @throws {PetStoreMockError} for an empty token, or `admin: true` on another host without one.
 */
export function resolveAdminAccess(
  host: string,
  admin: boolean | undefined,
  token: string | undefined,
): AdminAccess {
  if (token !== undefined && !/^\S+$/.test(token))
    throw new PetStoreMockError('adminToken must be a non-empty string without spaces');
  if (admin === false) return { on: false };
  if (token !== undefined || isLoopback(host)) return { on: true, token };
  if (admin === true)
    throw new PetStoreMockError(
      `The control API on ${host}, which is not a loopback host, needs an admin token`,
    );
  return { on: false };
}
