import { type BareItem, parseList, serializeString, stringCharacter } from './structured-field';

/**
 * One quota as the standard fields announce it (draft-ietf-httpapi-ratelimit-headers-10):
 * `RateLimit-Policy: "day";q=1000;w=86400` and `RateLimit: "day";r=958;t=40122`.
 */
export interface QuotaState {
  /** The policy's name. */
  readonly name: string;
  /** `q`: requests the policy allows per window; `undefined` when no policy item named it. */
  readonly quota: number | undefined;
  /** `w`: the window's length; `undefined` when the policy did not say. @unit seconds */
  readonly windowSeconds: number | undefined;
  /** `r`: requests left in the current window. */
  readonly remaining: number;
  /** `t`: time until the quota returns. @unit seconds */
  readonly resetSeconds: number;
}

/**
 * The quota that binds a caller now: the one with the fewest requests left, and of those, the one
 * that returns last. `X-RateLimit-*` carries this quota; the gate waits by it.
 *
 * @param quotas - The quotas of one answer.
 */
export function bindingQuota<T extends Pick<QuotaState, 'remaining' | 'resetSeconds'>>(
  quotas: readonly T[],
): T | undefined {
  let binding: T | undefined;
  for (const quota of quotas) {
    if (
      !binding ||
      quota.remaining < binding.remaining ||
      (quota.remaining === binding.remaining && quota.resetSeconds > binding.resetSeconds)
    ) {
      binding = quota;
    }
  }
  return binding;
}

// A quota's name as a Structured Field String; names are few (`minute`, `day`), so each is
// serialized once.
const quotedNames = new Map<string, string | undefined>();
function quoted(name: string): string | undefined {
  if (!quotedNames.has(name)) quotedNames.set(name, serializeString(name));
  return quotedNames.get(name);
}

/**
 * Writes the `RateLimit-Policy` field of a caller's quotas: what does not change from one answer
 * to the next, so a server may write it once per caller.
 *
 * @param quotas - Each quota with its name, `q` and `w` (whole numbers).
 * @returns The field value.
 */
export function formatRateLimitPolicy(
  quotas: readonly Required<Pick<QuotaState, 'name' | 'quota' | 'windowSeconds'>>[],
): string {
  return quotas.map((quota) => `${quoted(quota.name)};q=${quota.quota};w=${quota.windowSeconds}`).join(', ');
}

/**
 * Writes the `RateLimit` field of a caller's quotas.
 *
 * @param quotas - Each quota with its name, `r` and `t` (whole numbers).
 * @returns The field value.
 */
export function formatRateLimit(quotas: readonly Required<QuotaState>[]): string {
  // Written on every answer a server gives: one string, without an array of parts to join.
  let field = '';
  for (const quota of quotas) {
    field += `${field === '' ? '' : ', '}${quoted(quota.name)};r=${quota.remaining};t=${quota.resetSeconds}`;
  }
  return field;
}

/**
 * Writes the `RateLimit-Policy` and `RateLimit` fields of a caller's quotas.
 *
 * @param quotas - Each quota with its name, `q`, `w`, `r` and `t` (whole numbers).
 * @returns The two field values.
 */
export function formatRateLimitFields(quotas: readonly Required<QuotaState>[]): {
  readonly policy: string;
  readonly rateLimit: string;
} {
  return { policy: formatRateLimitPolicy(quotas), rateLimit: formatRateLimit(quotas) };
}

const count = (item: BareItem | undefined) =>
  item?.type === 'integer' && item.value >= 0 ? item.value : undefined;

/** What a `RateLimit-Policy` field declares: each quota's `q` and `w`, and the quotas not counted in requests. */
interface Policies {
  readonly declared: ReadonlyMap<string, { quota: number | undefined; windowSeconds: number | undefined }>;
  readonly otherUnits: ReadonlySet<string>;
}

const noPolicies: Policies = { declared: new Map(), otherUnits: new Set() };

// A caller's policies change with its plan, not with each answer: the last field read is kept.
let lastPolicies: { readonly text: string; readonly policies: Policies | undefined } | undefined;

/** The policies of a `RateLimit-Policy` field, or `undefined` when it is not a List. */
function readPolicies(text: string): Policies | undefined {
  if (lastPolicies?.text === text) return lastPolicies.policies;
  const members = parseList(text);
  const declared = new Map<string, { quota: number | undefined; windowSeconds: number | undefined }>();
  // Quotas the policy field counts in other units than requests (`qu`) say nothing about requests.
  const otherUnits = new Set<string>();
  for (const member of members ?? []) {
    if ('inner' in member || member.item.type !== 'string') continue;
    const unit = member.params.get('qu');
    if (unit && unit.value !== 'requests') {
      otherUnits.add(member.item.value);
      continue;
    }
    const quota = count(member.params.get('q'));
    if (quota !== undefined) {
      declared.set(member.item.value, { quota, windowSeconds: count(member.params.get('w')) });
    }
  }
  lastPolicies = { text, policies: members && { declared, otherUnits } };
  return lastPolicies.policies;
}

/** A member of `RateLimit` that names a quota: its name, `r` and `t`. */
type Current = Pick<QuotaState, 'name' | 'remaining' | 'resetSeconds'>;

// One member as formatRateLimitFields writes it, and what follows it: `, ` and another member, or
// the end. The SDK reads `RateLimit` on every answer; this form is read by this pattern alone,
// without the items and parameter maps of the full reader. Any other form, valid or not, goes to
// the full reader, which gives the same members for this one (a test holds the two together).
const writtenMember = new RegExp(`"(${stringCharacter}*)";r=(\\d{1,15});t=(\\d{1,15})(, |$)`, 'y');

/**
 * The members of a `RateLimit` field that name a quota with whole `r` and `t`, and how many
 * members the field has; `undefined` when it is not a Structured Field List.
 */
function readCurrent(text: string): { readonly named: Current[]; readonly total: number } | undefined {
  const named: Current[] = [];
  writtenMember.lastIndex = 0;
  for (let match = writtenMember.exec(text); match; match = writtenMember.exec(text)) {
    named.push({ name: match[1] as string, remaining: Number(match[2]), resetSeconds: Number(match[3]) });
    if (match[4] === '') return { named, total: named.length };
  }
  const members = parseList(text);
  if (!members) return undefined;
  named.length = 0;
  for (const member of members) {
    if ('inner' in member || member.item.type !== 'string') continue;
    const remaining = count(member.params.get('r'));
    const resetSeconds = count(member.params.get('t'));
    if (remaining !== undefined && resetSeconds !== undefined)
      named.push({ name: member.item.value, remaining, resetSeconds });
  }
  return { named, total: members.length };
}

/**
 * Reads the standard rate-limit fields of an answer: strict about syntax (a field that is not a
 * valid Structured Field List is ignored as a whole), lenient about content (a member that is not
 * a named quota with whole `r` and `t`, or counts something other than requests, is skipped, and
 * unknown parameters are ignored).
 *
 * @param rateLimit - The `RateLimit` field value, or `null` when absent.
 * @param policy - The `RateLimit-Policy` field value, or `null` when absent.
 * @returns The quotas, `undefined` when `RateLimit` is absent, malformed or names none; `problem`
 *   says what was ignored, for a debug log.
 */
export function parseRateLimitFields(
  rateLimit: string | null,
  policy: string | null,
): { readonly quotas: readonly QuotaState[] | undefined; readonly problem: string | undefined } {
  if (rateLimit === null) return { quotas: undefined, problem: undefined };
  const current = readCurrent(rateLimit);
  if (!current) return { quotas: undefined, problem: 'RateLimit: not a Structured Field List' };
  const policies = policy === null ? noPolicies : readPolicies(policy);
  const quotas: QuotaState[] = [];
  for (const { name, remaining, resetSeconds } of current.named) {
    if (policies?.otherUnits.has(name)) continue;
    const declared = policies?.declared.get(name);
    quotas.push({
      name,
      quota: declared?.quota,
      windowSeconds: declared?.windowSeconds,
      remaining,
      resetSeconds,
    });
  }
  const problem = !policies
    ? 'RateLimit-Policy: not a Structured Field List'
    : quotas.length < current.total
      ? 'RateLimit: skipped members without a String name, r or t'
      : undefined;
  return { quotas: quotas.length > 0 ? quotas : undefined, problem };
}
