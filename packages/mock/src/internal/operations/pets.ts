import { operations } from '@petstore/contract';
import { expandPath } from '@petstore/contract/internal';
import { addPet, changePet } from '../database/writes';
import {
  created,
  failure,
  type Implementation,
  listOf,
  noContent,
  noIdLeft,
  type Outcome,
  ok,
  pageInput,
} from './outcome';

type Ops = typeof operations;

const petNotFound = (id: number) => failure('not_found', `Pet ${id} does not exist`);
const categoryNotFound = (id: number) => failure('category_not_found', `Category ${id} does not exist`);

export const listPets: Implementation<Ops['listPets']> = ({ query }, { tables }) => {
  const { limit, offset } = pageInput(query);
  const filter = { statuses: listOf(query.status), categoryId: query.categoryId };
  return { kind: 'page', page: tables.pets(offset, limit, filter), offset, limit };
};

export const createPet: Implementation<Ops['createPet']> = async ({ body }, { tables }) => {
  if (!tables.category(body.categoryId)) return categoryNotFound(body.categoryId);
  if (!tables.hasIdLeft('pet')) return noIdLeft('pet');
  const pet = await addPet(tables, body);
  return created(pet, expandPath(operations.getPetById.path, { petId: pet.id }));
};

export const getPetById: Implementation<Ops['getPetById']> = ({ path }, { tables }) => {
  const pet = tables.pet(path.petId);
  return pet ? ok(pet) : petNotFound(path.petId);
};

export const updatePet: Implementation<Ops['updatePet']> = ({ path, body }, { tables }): Outcome => {
  const pet = tables.pet(path.petId);
  if (!pet) return petNotFound(path.petId);
  if (body.categoryId !== undefined && !tables.category(body.categoryId))
    return categoryNotFound(body.categoryId);
  return ok(changePet(tables, pet, body));
};

export const deletePet: Implementation<Ops['deletePet']> = ({ path }, { tables }) => {
  const pet = tables.pet(path.petId);
  if (!pet) return petNotFound(path.petId);
  if (tables.hasOpenOrder(pet.id)) {
    return failure('pet_has_open_orders', `Pet ${pet.id} has open orders; complete or cancel them first`);
  }
  tables.removePet(pet);
  return noContent;
};
