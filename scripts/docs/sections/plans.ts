import { anonymousPlan, demoApiKeys, type PlanName, plans } from '../../../packages/contract/src/index';
import { markdownTable } from './markdown-table';

const count = new Intl.NumberFormat('en-US');

function keysOf(plan: PlanName): string {
  const keys = Object.entries(demoApiKeys).filter(([, keyPlan]) => keyPlan === plan);
  return keys.map(([key]) => `\`${key}\``).join(', ');
}

/** The plans with their quotas and the reference mock's demo key for each. */
export function renderPlans(): string {
  const rows = Object.entries(plans).map(([name, limits]) => [
    `\`${name}\`${name === anonymousPlan ? ' (also requests without a valid key)' : ''}`,
    count.format(limits.perMinute),
    count.format(limits.perDay),
    keysOf(name as PlanName),
  ]);
  return markdownTable(['plan', 'requests per minute', 'requests per UTC day', 'demo key (mock)'], rows);
}
