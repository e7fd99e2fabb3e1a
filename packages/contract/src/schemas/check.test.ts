import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { NewPet, OrderCreate, PetListParams } from '../index';
import { check, describeIssues } from './check';

function issuesOf(schema: z.ZodMiniType, value: unknown) {
  return describeIssues('body', schema.safeParse(value, { reportInput: true }).error?.issues ?? []);
}

describe('describeIssues', () => {
  it('names each field and says what is wrong in words', () => {
    expect(issuesOf(NewPet, { name: '', status: 'lost', owner: 'me' })).toEqual([
      { path: 'body.name', message: 'must have at least 1 character(s)' },
      { path: 'body.categoryId', message: 'is required' },
      { path: 'body.status', message: 'must be one of "available", "pending", "sold"' },
      { path: 'body.owner', message: 'is not a known field' },
    ]);
  });

  it('words types, bounds, formats and unions', () => {
    expect(issuesOf(OrderCreate, { petId: 1.5, quantity: 0, shipDate: 'tomorrow' })).toEqual([
      { path: 'body.petId', message: 'must be an integer' },
      { path: 'body.quantity', message: 'must be ≥ 1' },
      { path: 'body.shipDate', message: 'must be a valid datetime' },
    ]);
    expect(issuesOf(PetListParams, { limit: 101, status: 'lost' })).toEqual([
      { path: 'body.status', message: 'must be one of "available", "pending", "sold"' },
      { path: 'body.limit', message: 'must be ≤ 100' },
    ]);
  });

  it('words multiples, record keys and elements in the same words as the rest', () => {
    expect(issuesOf(z.number().check(z.multipleOf(5)), 7)).toEqual([
      { path: 'body', message: 'must be a multiple of 5' },
    ]);
    expect(issuesOf(z.record(z.string().check(z.minLength(2)), z.number()), { a: 1 })).toEqual([
      { path: 'body.a', message: 'has a key that must have at least 2 character(s)' },
    ]);
  });
});

describe('check', () => {
  it('gives the parsed value', () => {
    expect(check(NewPet, { name: 'Rex', categoryId: 1 }, 'body')).toEqual({
      ok: true,
      value: { name: 'Rex', categoryId: 1 },
    });
  });

  it('gives every problem under its location, or at the root when there is none', () => {
    expect(check(NewPet, { name: 'Rex' }, 'body')).toEqual({
      ok: false,
      issues: [{ path: 'body.categoryId', message: 'is required' }],
    });
    expect(check(NewPet, { name: 'Rex' }, '')).toEqual({
      ok: false,
      issues: [{ path: 'categoryId', message: 'is required' }],
    });
  });
});
