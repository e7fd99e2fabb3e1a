// createPetStoreMcpServer refuses options it cannot honour, at once.
import { PetStoreCore } from '@petstore/sdk/functions';
import { expect, it } from 'vitest';
import { createPetStoreMcpServer, type PetStoreMcpServerOptions } from '../src/index';

const client = new PetStoreCore({ apiKey: 'options-key-3f1a' });

it.each<[string, PetStoreMcpServerOptions, RegExp]>([
  [
    'no apiKey (JavaScript)',
    { client } as unknown as PetStoreMcpServerOptions,
    /needs the apiKey the client sends/,
  ],
  ['an empty apiKey', { client, apiKey: '' }, /needs the apiKey the client sends/],
  [
    'a tool that does not exist',
    { client, apiKey: 'k', tools: ['adoptPet' as 'listPets'] },
    /No tool is named adoptPet/,
  ],
  [
    'a read-only choice of tools that change data',
    { client, apiKey: 'k', readOnly: true, tools: ['listPets', 'createPet', 'deletePet'] },
    /createPet, deletePet change data/,
  ],
])('throws a TypeError for %s', (_, options, message) => {
  expect(() => createPetStoreMcpServer(options)).toThrow(message);
  expect(() => createPetStoreMcpServer(options)).toThrow(TypeError);
});
