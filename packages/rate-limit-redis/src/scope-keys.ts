import { createHash } from 'node:crypto';

/** The Redis keys of one scope: a hash of it, never the API key, in one hash slot for Cluster. */
export function scopeKeys(
  prefix: string,
  scope: string,
): [record: string, leases: string, members: string, grants: string] {
  const hash = createHash('sha256').update(scope).digest('base64url').slice(0, 32);
  const key = (name: string) => `${prefix}{${hash}}:${name}`;
  return [key('record'), key('leases'), key('members'), key('grants')];
}
