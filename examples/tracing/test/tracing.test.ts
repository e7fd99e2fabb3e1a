import { expect, it } from 'vitest';
import { main } from '../src/main';

it('draws the calls of a burst, one held at the gate, and a call retried after a 503', async () => {
  const tree = await main();
  const lines = tree.split('\n');
  expect(lines.filter((line) => line.startsWith('listCategories'))).toHaveLength(4);
  expect(
    lines.filter((line) => line.includes('· petstore.rate_limit.wait') && line.includes('reason=gate')),
  ).toHaveLength(1);
  const retried = lines.slice(lines.findIndex((line) => line.startsWith('listPets')));
  expect(retried.map((line) => line.replace(/ \(\d+ ms\)/, ''))).toEqual([
    'listPets',
    '  GET /pets 503',
    '  GET /pets 200',
  ]);
});
