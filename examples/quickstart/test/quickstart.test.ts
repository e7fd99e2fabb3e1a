import { describe, expect, it } from 'vitest';
import { burstPlan } from '../src/burst';
import { runQuickstart } from '../src/quickstart';

// Runs the real walkthrough over real HTTP (a few seconds of real time, for the burst).
describe('the quickstart (pnpm demo)', () => {
  it('walks through every resource, rides out the burst and prints a readable transcript', async () => {
    const lines: string[] = [];
    const result = await runQuickstart((line) => lines.push(line));
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
});
