// Written by `pnpm generate` from the contract (packages/tanstack-query/scripts); do not edit.

export * from './categories';
export * from './inventory';
export * from './orders';
export * from './pets';
