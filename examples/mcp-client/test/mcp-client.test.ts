import { operationList } from '@petstore/contract';
import { expect, it } from 'vitest';
import { main } from '../src/main';

it('lists the tools of petstore-mcp and calls listPets through it', async () => {
  const { tools, answer } = await main();
  // One tool per operation the SDK sends with the key: all but the OpenAPI document.
  expect(tools).toBe(operationList.filter((operation) => !operation.public).length);
  expect(answer.isError).toBeFalsy();
  expect(answer.structuredContent).toMatchObject({
    items: [expect.any(Object), expect.any(Object)],
    nextPage: { limit: 2, offset: 2 },
  });
});
