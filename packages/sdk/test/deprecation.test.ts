import { operations } from '@petstore/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type DeprecationInfo, GoneError } from '../src/index';
import { createClient, entryPoints, type SdkClient, useMock } from './support';

const sunset = '2027-01-31T00:00:00Z';
let clockOffset = 0;
const mock = useMock({ sunset, now: () => Date.now() + clockOffset });

let petId = 0;
beforeEach(() => {
  clockOffset = 0;
  mock.load({ categories: [{ id: 1, name: 'Dogs' }], pets: [{ id: 1, name: 'Rex', categoryId: 1 }] });
  petId = 1;
});

const retrieveTwice = async (client: SdkClient) => {
  await client.pets.retrieve(petId);
  await client.pets.retrieve(petId);
};

describe.each(entryPoints)('deprecation notices (%s)', (entry) => {
  it('warns once per client per operation, naming the operation, the sunset and the link', async () => {
    const onDeprecation = vi.fn<(info: DeprecationInfo) => void>();
    const { client, logger } = createClient({ onDeprecation }, entry);
    await retrieveTwice(client);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const [prefix, line] = logger.warn.mock.calls[0] as [string, string];
    expect(prefix).toBe('[petstore]');
    expect(line).toContain('getPetById (GET /pets/{petId}) is deprecated');
    expect(line).toContain(`stops working after ${new Date(sunset).toISOString()}`);
    expect(line).toContain(operations.getPetById.deprecated.link);
    expect(onDeprecation).toHaveBeenCalledTimes(1);
    expect(onDeprecation).toHaveBeenCalledWith({
      operationId: 'getPetById',
      endpoint: 'GET /pets/{petId}',
      since: new Date(operations.getPetById.deprecated.since),
      sunset: new Date(sunset), // the service's own sunset (the header) wins over the contract's
      link: operations.getPetById.deprecated.link,
      sunsetLink: operations.getPetById.deprecated.link,
      replacement: operations.getPetById.deprecated.replacement,
    });

    const other = createClient({}, entry);
    await other.client.pets.retrieve(petId);
    expect(other.logger.warn).toHaveBeenCalledTimes(1);
  });

  it('does not warn for operations that are not deprecated', async () => {
    const { client, logger } = createClient({}, entry);
    await client.pets.list();
    await client.categories.retrieve(1);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('can be silenced, still telling onDeprecation', async () => {
    const onDeprecation = vi.fn();
    const { client, logger } = createClient({ deprecationWarnings: false, onDeprecation }, entry);
    await retrieveTwice(client);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(onDeprecation).toHaveBeenCalledTimes(1);
  });

  it('is silenced with logLevel "error" as well', async () => {
    const { client, logger } = createClient({ logLevel: 'error' }, entry);
    await client.pets.retrieve(petId);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('keeps the call alive when onDeprecation throws, and logs the failure', async () => {
    const { client, logger } = createClient(
      {
        onDeprecation: () => {
          throw new Error('metrics down');
        },
      },
      entry,
    );
    await expect(client.pets.retrieve(petId)).resolves.toMatchObject({ id: petId });
    expect(logger.error).toHaveBeenCalledWith('[petstore]', 'onDeprecation threw', expect.any(Error));
  });

  it('warns when any response carries a Deprecation header', async () => {
    const fetch = async () =>
      Response.json([], {
        headers: {
          Deprecation: '@1767225600',
          Sunset: 'Wed, 30 Jun 2027 00:00:00 GMT',
          Link: '<https://docs.example/categories>; rel="deprecation", <https://docs.example/sunset-policy>; rel="sunset"',
        },
      });
    const onDeprecation = vi.fn();
    const { client, logger } = createClient({ fetch, onDeprecation }, entry);
    await client.categories.list();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(onDeprecation).toHaveBeenCalledWith(
      expect.objectContaining({
        operationId: 'listCategories',
        since: new Date(1767225600 * 1000),
        sunset: new Date('2027-06-30T00:00:00Z'),
        link: 'https://docs.example/categories',
        sunsetLink: 'https://docs.example/sunset-policy',
      }),
    );
  });

  it('throws GoneError, saying the endpoint passed its sunset, once the sunset is past', async () => {
    clockOffset = Date.parse(sunset) - Date.now() + 60_000;
    const { client } = createClient({}, entry);
    const error = await client.pets.retrieve(petId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GoneError);
    expect((error as GoneError).message).toMatch(/^This endpoint passed its sunset/);
    expect((error as GoneError).sunset).toEqual(new Date(sunset));
  });
});
