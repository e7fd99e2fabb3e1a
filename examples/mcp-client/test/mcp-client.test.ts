import { expect, it } from 'vitest';
import { main } from '../src/main';

it('lists the tools of petstore-mcp and calls listPets through it', async () => {
  const { tools, answer } = await main();
  expect(tools).toBe(16);
  expect(answer.isError).toBeFalsy();
  expect(answer.structuredContent).toMatchObject({
    items: [expect.any(Object), expect.any(Object)],
    nextPage: { limit: 2, offset: 2 },
  });
});
