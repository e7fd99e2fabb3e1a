// Each clock a moment can be read on is a type of its own (packages/contract/src/wire/service-clock.ts):
// the compiler refuses a moment of one clock where a moment of another is due.
import { describe, expectTypeOf, it } from 'vitest';
import type { ClientInstant, RateLimitStore, RateLimitWindow, ServiceTime, StoreTime } from '../src/index';

declare const client: ClientInstant;
declare const later: ClientInstant;
declare const service: ServiceTime;
declare const store: StoreTime;
declare const rateLimitStore: RateLimitStore;
declare const context: Parameters<RateLimitStore['acquire']>[3];

describe('time frames', () => {
  it('refuses to compare moments of two clocks', () => {
    // @ts-expect-error: a service time is not a moment of the client's clock
    expectTypeOf(client === service).toBeBoolean();
    // @ts-expect-error: nor is a store's
    expectTypeOf(store === client).toBeBoolean();
    expectTypeOf(client === later).toBeBoolean();
  });

  it("refuses to take one clock's moment for another's", () => {
    // @ts-expect-error: a store asks on the client's clock
    void rateLimitStore.acquire('scope', service, 1000, context);
    // @ts-expect-error: nor on its own
    void rateLimitStore.acquire('scope', store, 1000, context);
    // @ts-expect-error: a plain number names no clock
    void rateLimitStore.acquire('scope', Date.now(), 1000, context);
    void rateLimitStore.acquire('scope', context.clock.now(), 1000, context);
    // @ts-expect-error: a window's reset is on the client's clock
    const window: RateLimitWindow = { limit: 5, remaining: 5, resetAt: service };
    expectTypeOf(window.resetAt).toEqualTypeOf<ClientInstant>();
    // @ts-expect-error: and its reset as the service sent it is on the service's
    const named: RateLimitWindow = { limit: 5, remaining: 5, resetAt: client, serviceResetAt: client };
    expectTypeOf(named.serviceResetAt).toEqualTypeOf<ServiceTime | undefined>();
  });

  it('reads each as the number of milliseconds it is', () => {
    expectTypeOf(client).toExtend<number>();
    expectTypeOf(service).toExtend<number>();
    expectTypeOf(store).toExtend<number>();
    expectTypeOf<number>().not.toExtend<ClientInstant>();
  });
});
