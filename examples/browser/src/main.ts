// The functions entry point: the page bundles the four operations it calls and none of the others
// (docs/getting-started.md, "The smallest bundle"). `new PetStore(...)` with `client.pets.list()`
// works the same, at the cost of every operation's schemas.
import {
  type Category,
  createPet,
  getPetById,
  type Logger,
  listCategories,
  listPets,
  type Pet,
  PetStoreCore,
  RateLimitError,
} from '@petstore/sdk/functions';
import { apiBaseUrl, apiKey, startMock } from './start-mock';
import { view } from './view';

const burstSize = 24;
const shownPets = 10;
const mock = await startMock();

// The SDK's log lines (retries, waits at the rate-limit gate, deprecation warnings) go to the page.
const pageLogger: Logger = {
  debug: () => {},
  info: (...parts) => view.notice('info', parts.join(' ')),
  warn: (...parts) => view.notice('warning', parts.join(' ')),
  error: (...parts) => view.notice('error', parts.join(' ')),
};

const core = new PetStoreCore({
  apiKey,
  baseUrl: apiBaseUrl,
  logger: pageLogger,
  logLevel: 'info',
  // Wait for the rate-limit window 5 s at most; past that, fail fast with RateLimitError.
  maxRetryAfter: 5,
  onDeprecation: (info) =>
    view.deprecationBanner(
      `This page calls ${info.endpoint}, which stops working on ${info.sunset?.toDateString()}. ${info.replacement ?? ''}`,
    ),
});

let categories: Category[] = [];
let newest: Pet | undefined;

function showState(): void {
  view.rateLimit(core.rateLimit);
  if (mock) view.journal(mock.journal.entries.map((entry) => entry.status));
}

function showFailure(error: unknown): void {
  if (error instanceof RateLimitError) {
    view.notice('error', `Handled ${error.status} ${error.code}: try again in ${error.retryAfter} s`);
  } else {
    view.notice('error', String(error));
  }
  showState();
}

function on(target: HTMLElement, type: string, action: (event: Event) => Promise<void>): void {
  target.addEventListener(type, (event) => void action(event).catch(showFailure));
}

async function refresh(highlight?: number): Promise<void> {
  // `for await` walks every page (10 pets a page here), following the service's Link headers.
  const pets: Pet[] = [];
  for await (const pet of listPets(core, { limit: 10 })) pets.push(pet);
  view.pets(pets.slice(-shownPets), categories, highlight);
  view.status(`${pets.length} pets in ${categories.length} categories; the newest ${shownPets} are shown`);
  showState();
}

on(view.form, 'submit', async (event) => {
  event.preventDefault();
  const data = new FormData(view.form);
  newest = await createPet(core, {
    name: String(data.get('name')),
    categoryId: Number(data.get('categoryId')),
    status: 'available',
  });
  view.notice('info', `Created pet #${newest.id} ${newest.name}`);
  await refresh(newest.id);
});

on(view.lookupButton, 'click', async () => {
  const pet = await getPetById(core, newest?.id ?? 1);
  view.notice('info', `getPetById(${pet.id}) answered ${pet.name}`);
  showState();
});

on(view.burstButton, 'click', async () => {
  const results = await Promise.allSettled(
    Array.from({ length: burstSize }, () => listPets(core, { limit: 1 })),
  );
  const refused = results.flatMap((result) =>
    result.status === 'rejected' && result.reason instanceof RateLimitError ? [result.reason] : [],
  );
  const answered = results.filter((result) => result.status === 'fulfilled').length;
  const [first] = refused;
  view.notice(
    first ? 'error' : 'info',
    first
      ? `Handled ${first.status} ${first.code}: ${answered} of ${burstSize} calls answered, ${refused.length} refused by the client's rate-limit gate; try again in ${first.retryAfter} s`
      : `All ${burstSize} calls answered`,
  );
  showState();
});

try {
  categories = [...(await listCategories(core, { limit: 100 })).items];
  view.categories(categories);
  await refresh();
} catch (error) {
  showFailure(error);
}
