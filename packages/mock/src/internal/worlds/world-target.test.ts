import { describe, expect, it } from 'vitest';
import { newWorldId, readWorldTarget } from './world-target';

const id = 'AbCdEfGhIjKlMnOpQrStUv';
const other = 'zzzzzzzzzzzzzzzzzzzzzz';
const refused = (target: string, pathname: string, header?: string) => {
  const read = readWorldTarget(target, pathname, header);
  return 'refusal' in read ? read.refusal.code : undefined;
};

describe('readWorldTarget', () => {
  it('names no world for a path outside /worlds and no header, whatever the query holds', () => {
    expect(readWorldTarget('/pets?name=/worlds/x', '/pets', undefined)).toEqual({ id: undefined });
    expect(readWorldTarget('/worldsfoo', '/worldsfoo', undefined)).toEqual({ id: undefined });
  });

  it('reads the world of a path, of a header, and of both when they agree', () => {
    expect(readWorldTarget(`/worlds/${id}/pets/1`, `/worlds/${id}/pets/1`, undefined)).toEqual({
      id,
      mount: `/worlds/${id}`,
    });
    expect(readWorldTarget('/pets/1', '/pets/1', id)).toEqual({ id, mount: '' });
    expect(readWorldTarget(`/worlds/${id}`, `/worlds/${id}`, id)).toEqual({ id, mount: `/worlds/${id}` });
    // An absolute-form target is read by its path.
    expect(
      readWorldTarget(`http://127.0.0.1:4010/worlds/${id}/pets`, `/worlds/${id}/pets`, undefined),
    ).toEqual({
      id,
      mount: `/worlds/${id}`,
    });
  });

  it('refuses what would step out of a world, before the URL parser resolves it', () => {
    for (const [target, pathname] of [
      ['/worlds/../pets', '/pets'],
      ['/worlds/%2E%2e/pets', '/pets'],
      [`/worlds/${id}/./pets`, `/worlds/${id}/pets`],
      [`/worlds/${id}%2f..`, `/worlds/${id}%2f..`],
      ['/worlds\\..\\pets', '/pets'],
      [`/pets/../worlds/${id}/pets`, `/worlds/${id}/pets`],
      [`http://host/worlds/../pets`, '/pets'],
    ])
      expect(refused(target as string, pathname as string), target).toBe('invalid_request');
  });

  it('refuses malformed ids, and a header and a path naming two worlds', () => {
    expect(refused('/worlds', '/worlds')).toBe('invalid_request');
    expect(refused('/worlds/short/pets', '/worlds/short/pets')).toBe('invalid_request');
    expect(refused('/pets', '/pets', `${id}!`)).toBe('invalid_request');
    expect(refused('/pets', '/pets', '')).toBe('invalid_request');
    expect(refused(`/worlds/${id}/pets`, `/worlds/${id}/pets`, other)).toBe('invalid_request');
  });
});

it('makes ids of 22 url-safe characters that do not repeat', () => {
  const ids = new Set(Array.from({ length: 1000 }, newWorldId));
  expect(ids.size).toBe(1000);
  for (const made of ids) expect(made).toMatch(/^[A-Za-z0-9_-]{22}$/);
});
