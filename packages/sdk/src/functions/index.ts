// Written by `pnpm generate` (packages/sdk/scripts/generate-surface.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.

export * from './categories';
export * from './inventory';
export * from './orders';
export * from './pets';
