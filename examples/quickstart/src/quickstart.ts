import { demoApiKeys } from '@petstore/contract';
import { startPetStoreServer } from '@petstore/mock/node';
import { PetStore } from '@petstore/sdk';
import { type BurstResult, burstKey, burstPlan, rideOutBurst } from './burst';
import { createCatalogue, paginate, retrieveDeprecated } from './catalogue';
import { handledErrors, stockAndOrders } from './store';
import { Transcript } from './transcript';

/** What the walkthrough did, for its test. */
export interface QuickstartResult {
  readonly baseUrl: string;
  readonly pets: number;
  readonly pages: number;
  readonly errorsCaught: readonly string[];
  readonly burst: BurstResult;
}

const proKey = Object.keys(demoApiKeys).find(
  (key) => demoApiKeys[key as keyof typeof demoApiKeys] === 'pro',
)!;

/**
 * Starts the standalone mock on a free port, walks through every resource with the SDK, and
 * stops the mock again.
 * @param print - Where the transcript goes.
 */
export async function runQuickstart(print: (line: string) => void = console.log): Promise<QuickstartResult> {
  const out = new Transcript(print);
  out.title('Pet Store quickstart: @petstore/sdk against the standalone mock');
  const server = await startPetStoreServer({
    port: 0,
    seed: false,
    plans: { [burstPlan.name]: { perMinute: burstPlan.perMinute, perDay: burstPlan.perDay } },
    keys: { [burstKey]: burstPlan.name },
    windows: { minuteSeconds: burstPlan.windowSeconds },
  });
  out.step(`mock listening on ${server.url}; the walkthrough's client uses key ${proKey}`);
  try {
    const client = new PetStore({ apiKey: proKey, baseUrl: server.url, logger: out.logger() });
    const { pets } = await createCatalogue(client, out);
    const pages = await paginate(client, out);
    const rex = pets[0]!;
    await retrieveDeprecated(client, out, rex);
    await stockAndOrders(client, out, rex);
    const errorsCaught = await handledErrors(client, out, rex);
    const burst = await rideOutBurst(server, out);
    out.section('Done');
    out.step('every resource walked through; the mock is stopped');
    return { baseUrl: server.url, pets: pets.length, pages, errorsCaught, burst };
  } finally {
    await server.close();
  }
}
