import { type PetStatus, RateLimitError, type RateLimitState } from '@petstore/sdk';
import type { PetStoreQueries } from '@petstore/tanstack-query';
import { useInfiniteQuery, useIsFetching, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

const statuses: readonly PetStatus[] = ['available', 'pending', 'sold'];
// More than two windows of the plan: however the burst falls across a minute boundary, some are refused.
const burstSize = 48;

interface Props {
  readonly queries: PetStoreQueries;
  readonly rateLimit: () => RateLimitState | undefined;
  readonly journal: () => readonly number[];
}

/** The pets of one status: a query per status, switched by the select. */
function PetsByStatus({ queries }: Pick<Props, 'queries'>) {
  const [status, setStatus] = useState<PetStatus>('available');
  const { data, error } = useQuery(queries.pets.list({ status, limit: 100 }));
  return (
    <section>
      <h2>Pets by status</h2>
      <label>
        Status{' '}
        <select
          id="status-filter"
          value={status}
          onChange={(event) => setStatus(event.target.value as PetStatus)}
        >
          {statuses.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <p id="status-count">
        {error
          ? `Failed: ${error.message}`
          : data
            ? `${data.total ?? data.items.length} ${status} pets`
            : 'Loading…'}
      </p>
      <ul id="pets-by-status">
        {data?.items.map((pet) => (
          <li key={pet.id}>
            #{pet.id} {pet.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every pet, five a page, the next page where the service's Link leads. */
function AllPets({ queries }: Pick<Props, 'queries'>) {
  const { data, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery(
    queries.pets.listInfinite({ limit: 5 }),
  );
  const pets = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section>
      <h2>All pets</h2>
      <p id="all-count">
        {error
          ? `Failed: ${error.message}`
          : data
            ? `Showing ${pets.length} of ${data.pages.at(-1)?.total} pets`
            : 'Loading…'}
      </p>
      <ul id="all-pets">
        {pets.map((pet) => (
          <li key={pet.id}>
            #{pet.id} {pet.name} ({pet.status ?? 'available'})
          </li>
        ))}
      </ul>
      <button
        id="load-more"
        type="button"
        disabled={!hasNextPage || isFetchingNextPage}
        onClick={() => fetchNextPage()}
      >
        {hasNextPage ? 'Load more' : 'All loaded'}
      </button>
    </section>
  );
}

/** Creates a pet; its mutation invalidates the lists, which refetch. */
function NewPet({ queries }: Pick<Props, 'queries'>) {
  const categories = useQuery(queries.categories.list({ limit: 100 }));
  const createPet = useMutation(queries.pets.create());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    createPet.mutate({
      body: {
        name: String(form.get('name')),
        categoryId: Number(form.get('categoryId')),
        status: String(form.get('status')) as PetStatus,
      },
    });
  };
  return (
    <section className="actions">
      <h2>New pet</h2>
      <form id="new-pet" onSubmit={submit}>
        <label>
          Name <input id="pet-name" name="name" required maxLength={100} defaultValue="Biscuit" />
        </label>
        <label>
          Category{' '}
          <select id="pet-category" name="categoryId">
            {categories.data?.items.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status{' '}
          <select id="pet-status" name="status" defaultValue="available">
            {statuses.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={createPet.isPending || !categories.data}>
          Add pet
        </button>
      </form>
      <p id="created">
        {createPet.data
          ? `Created pet #${createPet.data.id} ${createPet.data.name}`
          : createPet.error
            ? `Failed: ${createPet.error.message}`
            : ''}
      </p>
    </section>
  );
}

/** Forty-eight queries at once, more than two minutes of the plan: the client's gate answers what the plan allows. */
function BurstQueries({ queries }: Pick<Props, 'queries'>) {
  const results = useQueries({
    queries: Array.from({ length: burstSize }, (_, index) => queries.pets.list({ limit: 1, offset: index })),
  });
  const answered = results.filter((result) => result.isSuccess).length;
  const refused = results.flatMap((result) => (result.error instanceof RateLimitError ? [result.error] : []));
  const waiting = results.filter((result) => result.isPending).length;
  const [first] = refused;
  return (
    <p id="burst-result">
      {waiting > 0
        ? `${burstSize - waiting} of ${burstSize} settled, ${waiting} waiting at the client's rate-limit gate`
        : `${answered} of ${burstSize} answered, ${refused.length} refused by the client's rate-limit gate${first ? ` (RateLimitError ${first.code}, try again in ${first.retryAfter} s)` : ''}`}
    </p>
  );
}

/** What the service answered and the client's rate-limit state, read on every render. */
function RateLimit({ rateLimit, journal }: Omit<Props, 'queries'>) {
  // Renders again whenever a query starts or ends fetching.
  useIsFetching();
  const state = rateLimit();
  const statuses = journal();
  const count = (status: number) => statuses.filter((answer) => answer === status).length;
  return (
    <aside>
      <h2>Rate limit</h2>
      <p id="rate-limit">
        {state
          ? `${state.remaining} of ${state.limit} requests left until ${state.resetAt.toLocaleTimeString()}`
          : 'No answer yet.'}
      </p>
      <p id="journal">
        The service answered {statuses.length} requests: {count(200) + count(201)} succeeded, {count(429)}{' '}
        with 429, {count(403)} with 403.
      </p>
    </aside>
  );
}

/** The page: its sections, and the burst once asked for. */
export function App({ queries, rateLimit, journal }: Props) {
  const [burst, setBurst] = useState(false);
  return (
    <main>
      <h1>Pet Store with TanStack Query</h1>
      <p className="lead">
        <code>@petstore/tanstack-query</code> on <code>@tanstack/react-query</code>, talking to{' '}
        <code>@petstore/mock</code> in a service worker.
      </p>
      <div className="layout">
        <div>
          <PetsByStatus queries={queries} />
          <AllPets queries={queries} />
          <NewPet queries={queries} />
          <section className="actions">
            <button id="burst" type="button" onClick={() => setBurst(true)} disabled={burst}>
              Send {burstSize} queries at once
            </button>
            {burst ? <BurstQueries queries={queries} /> : null}
          </section>
        </div>
        <RateLimit rateLimit={rateLimit} journal={journal} />
      </div>
    </main>
  );
}
