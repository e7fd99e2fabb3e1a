// A page in Chromium: its navigations to the app carry the world's header (the fixture's
// `extraHTTPHeaders`), and a script of the page reaches the mock directly, by the world's base URL
// or by the header on the mock's root URL (CORS lets it through).
import { headerNames } from '@petstore/contract';
import { twoPets } from '../two-pets';
import { expect, petstoreUrl, test } from '../world-fixture';

test.use({ worldOptions: { fixture: twoPets } });

/** Run in the page: the pet names a script gets from `GET {url}/pets` with `headers`. */
function petNames({ url, headers }: { url: string; headers: Record<string, string> }): Promise<string[]> {
  return fetch(`${url}/pets`, { headers })
    .then((answer) => answer.json())
    .then((pets: { name: string }[]) => pets.map((pet) => pet.name));
}

test("the app's page shows the pets of the test's world", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#pets li')).toHaveText(['Rex', 'Fido']);
});

test("the app's page rides out a 503 injected in the world", async ({ world, page }) => {
  await world.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
  const answer = await page.goto('/');
  expect(answer?.status()).toBe(200);
  await expect(page.locator('#pets li')).toHaveText(['Rex', 'Fido']);
  const statuses = (await world.journal.list({ operationId: 'listPets' })).map((entry) => entry.status);
  expect(statuses).toEqual([503, 200]);
});

test("a page's script reaches the world by its base URL", async ({ world, page }) => {
  await page.goto('/');
  const names = await page.evaluate(petNames, {
    url: world.baseUrl,
    headers: { [headerNames.apiKey]: 'demo-free' },
  });
  expect(names).toEqual(['Rex', 'Fido']);
});

test("a page's script reaches the world by its header on the mock's root URL", async ({ world, page }) => {
  await page.goto('/');
  const names = await page.evaluate(petNames, {
    url: petstoreUrl,
    headers: { [headerNames.apiKey]: 'demo-free', [world.header.name]: world.header.value },
  });
  expect(names).toEqual(['Rex', 'Fido']);
  // One call of the app for the page, one of the script.
  expect(await world.journal.list({ operationId: 'listPets' })).toHaveLength(2);
});
