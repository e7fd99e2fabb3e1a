// The options in React Query's hooks, as the page uses them: `pnpm typecheck` checks these types.
import type { Category, Pet, PetListParams } from '@petstore/sdk';
import { PetStore, type PetStoreError } from '@petstore/sdk';
import { type ListPage, petStoreQueries } from '@petstore/tanstack-query';
import { useInfiniteQuery, useMutation, useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';

const queries = petStoreQueries(new PetStore({ apiKey: 'demo-free' }));

export function Hooks() {
  const list = useQuery(queries.pets.list({ status: 'available' }));
  expectTypeOf(list.data).toEqualTypeOf<ListPage<Pet, PetListParams> | undefined>();
  expectTypeOf(list.error).toEqualTypeOf<PetStoreError | null>();
  expectTypeOf(useSuspenseQuery(queries.categories.retrieve(1)).data).toEqualTypeOf<Category>();
  const [pet, category] = useQueries({ queries: [queries.pets.retrieve(1), queries.categories.retrieve(1)] });
  expectTypeOf(pet.data).toEqualTypeOf<Pet | undefined>();
  expectTypeOf(category.data).toEqualTypeOf<Category | undefined>();
  const pages = useInfiniteQuery(queries.pets.listInfinite({ limit: 5 }));
  expectTypeOf(pages.data?.pages).toEqualTypeOf<ListPage<Pet, PetListParams>[] | undefined>();
  const create = useMutation(queries.pets.create());
  expectTypeOf(create.mutateAsync({ body: { name: 'Rex', categoryId: 1 } })).resolves.toEqualTypeOf<Pet>();
  expectTypeOf(create.error).toEqualTypeOf<PetStoreError | null>();
  return null;
}
