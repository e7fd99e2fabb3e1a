import type fc from 'fast-check';
import type { Api } from '../api';
import { checkInvariants, type StoreSnapshot } from '../invariants';
import type { StoreModel } from '../store-model';

/** The system under test of a model-based run: the mock behind real MSW interception. */
export interface RealStore {
  readonly api: Api;
  snapshot(): StoreSnapshot;
}

/**
 * One valid operation of a model-based run. Every command is always runnable: aimed at a record
 * that is gone, it checks the error the service owes. After each command the store's invariants
 * are checked against a snapshot.
 */
export abstract class StoreCommand implements fc.AsyncCommand<StoreModel, RealStore> {
  check(): boolean {
    return true;
  }

  async run(model: StoreModel, real: RealStore): Promise<void> {
    await this.apply(model, real);
    checkInvariants(model, real.snapshot());
  }

  /** Sends the request, checks the answer against the model, and moves the model. */
  protected abstract apply(model: StoreModel, real: RealStore): Promise<void>;

  abstract toString(): string;
}
