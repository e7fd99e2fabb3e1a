/** Request quotas of one plan. */
export interface PlanLimits {
  /** Requests allowed per minute window. */
  perMinute: number;
  /** Requests allowed per UTC-day window. */
  perDay: number;
}

/**
 * The plans of the service (docs/design/0003-rate-limit-windows-and-bans.md). Enterprise is "custom" in the spec; these figures are the reference
 * service's default for it.
 */
export const plans = {
  free: { perMinute: 60, perDay: 1000 },
  pro: { perMinute: 300, perDay: 10_000 },
  business: { perMinute: 1000, perDay: 100_000 },
  enterprise: { perMinute: 5000, perDay: 1_000_000 },
} as const satisfies Record<string, PlanLimits>;

/** The name of a plan. */
export type PlanName = keyof typeof plans;

/** The plan whose limits the shared bucket of requests without a valid key gets. */
export const anonymousPlan: PlanName = 'free';

/** Rate-limit and ban rules of the service (docs/design/0003-rate-limit-windows-and-bans.md). */
export const rateLimitPolicy = {
  /** Length of the short window, aligned to the clock. */
  minuteSeconds: 60,
  /** Length of the long window, aligned to the UTC day. */
  daySeconds: 86_400,
  /** 429 answers within one minute window that get a key banned. */
  banAfter429s: 10,
  /** How long a ban lasts. */
  banSeconds: 900,
} as const;

/**
 * Names of the two quotas in `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers-10):
 * the minute window and the day window of {@link rateLimitPolicy}.
 */
export const quotaNames = { minute: 'minute', day: 'day' } as const;

/** API keys that the reference service knows by default, one per plan. */
export const demoApiKeys = {
  'demo-free': 'free',
  'demo-pro': 'pro',
  'demo-business': 'business',
  'demo-enterprise': 'enterprise',
} as const satisfies Record<string, PlanName>;
