import type { Faults } from './faults';
import type { Journal } from './journal';
import type { IdempotencyKeys } from './pipeline/idempotency';
import type { RateLimiter } from './rate-limit/rate-limiter';
import type { ResolvedOptions } from './resolve-options';
import type { Router } from './router';
import type { Store } from './store/store';

/** Everything one mock keeps between requests. */
export interface MockState {
  readonly options: ResolvedOptions;
  readonly store: Store;
  readonly limiter: RateLimiter;
  readonly router: Router;
  readonly faults: Faults;
  readonly journal: Journal;
  readonly idempotency: IdempotencyKeys;
}
