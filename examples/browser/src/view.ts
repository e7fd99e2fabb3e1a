import type { Category, Pet, RateLimitState } from '@petstore/sdk';

function element<T extends HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`The page has no ${selector}`);
  return found;
}

/** The page's elements and how to show things in them. */
export const view = {
  form: element<HTMLFormElement>('#new-pet'),
  lookupButton: element<HTMLButtonElement>('#lookup'),
  burstButton: element<HTMLButtonElement>('#burst'),

  status(text: string): void {
    element('#status').textContent = text;
  },

  categories(categories: readonly Category[]): void {
    element('#pet-category').replaceChildren(
      ...categories.map((category) => new Option(category.name, String(category.id))),
    );
  },

  pets(pets: readonly Pet[], categories: readonly Category[], highlight?: number): void {
    const names = new Map(categories.map((category) => [category.id, category.name]));
    const rows = pets.map((pet) => {
      const row = document.createElement('tr');
      if (pet.id === highlight) row.className = 'created';
      for (const cell of [pet.id, pet.name, names.get(pet.categoryId) ?? pet.categoryId, pet.status ?? '—']) {
        row.insertCell().textContent = String(cell);
      }
      return row;
    });
    element('#pets tbody').replaceChildren(...rows);
  },

  notice(level: 'info' | 'warning' | 'error', text: string): void {
    const item = document.createElement('li');
    item.className = `notice ${level}`;
    item.textContent = text;
    element('#notices').prepend(item);
  },

  deprecationBanner(text: string): void {
    const banner = element('#deprecation-banner');
    banner.textContent = text;
    banner.hidden = false;
  },

  rateLimit(state: RateLimitState | undefined): void {
    if (!state) return;
    const held = state.blockedUntil ? `; requests held until ${state.blockedUntil.toLocaleTimeString()}` : '';
    element('#rate-limit').textContent =
      `${state.remaining} of ${state.limit} requests left, window resets at ${state.resetAt.toLocaleTimeString()}${held}`;
  },

  journal(statuses: readonly number[]): void {
    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const parts = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status} × ${count}`);
    element('#journal').textContent = `The mock answered ${statuses.length} requests: ${parts.join(', ')}`;
  },
};
