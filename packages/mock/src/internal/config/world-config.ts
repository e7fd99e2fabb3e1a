import type { PlanLimits } from '@petstore/contract';
import * as z from 'zod/mini';
import type { WorldOptions } from '../../api/options';
import { checkedOrThrow } from './checked';
import { type MockConfig, mockFields, resolveKeys, resolveSunsets } from './mock-config';

/**
 * The options a world may set, checked like the mock's own (the same field schemas), but `now`,
 * which a JSON body gives as the time to start from. The compiler holds it to {@link WorldOptions}.
 */
export const worldOptionsSchema = z.strictObject({
  seed: mockFields.seed,
  fixture: mockFields.fixture,
  now: z.optional(z.iso.datetime({ offset: true })),
  plans: mockFields.plans,
  keys: mockFields.keys,
  sunset: mockFields.sunset,
  rateLimitHeaders: mockFields.rateLimitHeaders,
});

// Both ways: a field added to one and not the other breaks the build here.
type Checked = z.output<typeof worldOptionsSchema>;
const sameFields: [keyof Checked, keyof WorldOptions] extends [keyof WorldOptions, keyof Checked]
  ? true
  : never = true;
void sameFields;

/**
 * A world's configuration: the server's, with what `options` overrides. The world's clock runs on
 * the server's base clock, moved to `options.now` at `createdAt` (server time).
 * @throws {PetStoreMockError} naming the first bad option.
 */
export function worldConfig(base: MockConfig, options: unknown, createdAt: number): MockConfig {
  const checked = checkedOrThrow(worldOptionsSchema, options ?? {}, 'Invalid world options') as WorldOptions;
  // The fixture as given: its schema above only says it is an object (and would strip its lists);
  // the dataset is checked record by record when it is loaded.
  const fixture = (options as WorldOptions | undefined)?.fixture;
  const plans = new Map<string, PlanLimits>(base.plans);
  for (const [name, limits] of Object.entries(checked.plans ?? {})) plans.set(name, limits);
  // The server's keys keep their plan by name, so a plan the world redefines applies to them too.
  const serverKeys = Object.fromEntries([...base.keys].map(([key, { plan }]) => [key, plan]));
  const baseNow = base.now ?? Date.now;
  const shift = checked.now === undefined ? 0 : Date.parse(checked.now) - createdAt;
  const given = checked.seed !== undefined || fixture !== undefined;
  return {
    ...base,
    plans,
    keys: resolveKeys(plans, { ...serverKeys, ...checked.keys }),
    sunsets: checked.sunset === undefined ? base.sunsets : resolveSunsets(checked.sunset),
    rateLimitHeaders: checked.rateLimitHeaders ?? base.rateLimitHeaders,
    seed: given ? (checked.seed ?? base.seed) : base.seed,
    fixture: given ? fixture : base.fixture,
    now: shift === 0 ? base.now : () => baseNow() + shift,
  };
}
