import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { describeIssues } from './describe-issues';
import { NewPet, OrderCreate, PetListParams } from './index';

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
});
