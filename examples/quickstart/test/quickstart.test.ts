import { beforeAll, describe, expect, it } from 'vitest';
import { burstPlan } from '../src/burst';
import { type QuickstartResult, runQuickstart } from '../src/quickstart';

// Runs the real walkthrough once, over real HTTP (a few seconds of real time, for the burst).
describe('the quickstart (pnpm demo)', () => {
  const lines: string[] = [];
  let result: QuickstartResult;
  beforeAll(async () => {
    result = await runQuickstart((line) => lines.push(line));
  }, 60_000);

  it('walks through every resource, rides out the burst and prints a readable transcript', async () => {
    const transcript = lines.join('\n');

    expect(result.pets).toBe(5);
    expect(result.pages).toBe(3);
    expect(result.errorsCaught).toEqual(['ConflictError', 'ValidationError']);
    expect(result.burst).toMatchObject({
      calls: 3 * burstPlan.perMinute,
      answered: 3 * burstPlan.perMinute,
      banned: 0,
    });

    for (const call of [
      'categories.create',
      'pets.create',
      'pets.update',
      'pets.list',
      'pets.retrieve',
      'store.inventory.update',
      'store.inventory.retrieve',
      'store.inventory.list',
      'store.orders.create',
      'store.orders.update',
      'store.orders.list',
    ]) {
      expect(transcript).toContain(call);
    }
    expect(lines.filter((line) => line.includes('is deprecated'))).toHaveLength(1);
    expect(transcript).toMatch(/\[petstore\] getPetById \(GET \/pets\/\{petId\}\) is deprecated/);
    expect(transcript).toContain('ConflictError 409 insufficient_stock');
    expect(transcript).toContain(`${3 * burstPlan.perMinute} of ${3 * burstPlan.perMinute} calls answered`);
    expect(transcript).toContain('the mock is stopped');
    await expect(fetch(`${result.baseUrl}/categories`)).rejects.toThrow();
  });

  it("logs the burst as it happened on the wire: no more 429s than the mock's journal holds", () => {
    const { burst } = result;
    const section = lines.slice(lines.findIndex((line) => line.includes(`A burst of ${burst.calls} calls`)));
    const sdkLines = section.filter((line) => line.includes('[petstore]'));
    // The burst meets the limit: at least one 429 reached the wire, and the other calls waited.
    expect(burst.rateLimited).toBeGreaterThan(0);
    expect(sdkLines.filter((line) => /\b429\b/.test(line))).toHaveLength(burst.rateLimited);
    expect(sdkLines.some((line) => line.includes('holding requests'))).toBe(true);
    expect(section.join('\n')).toContain(`${burst.rateLimited}× 429`);
  });
});
