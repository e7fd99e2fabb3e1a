/**
 * A deprecated operation that this client called: what `onDeprecation` receives, and what the
 * warning written to `logger.warn` says.
 */
export interface DeprecationInfo {
  /** The operation, e.g. `getPetById`. */
  readonly operationId: string;
  /** Its method and path template, e.g. `GET /pets/{petId}`. */
  readonly endpoint: string;
  /** When it was deprecated, from the `Deprecation` header (or the contract). */
  readonly since: Date | undefined;
  /** After this date it answers 410 `endpoint_sunset`, from the `Sunset` header (or the contract). */
  readonly sunset: Date | undefined;
  /** The migration guide, from `Link: <…>; rel="deprecation"` (or the contract). */
  readonly link: string | undefined;
  /** What the sunset means for callers, from `Link: <…>; rel="sunset"` (RFC 8594, section 3), or the contract's guide. */
  readonly sunsetLink: string | undefined;
  /** What to use instead. */
  readonly replacement: string | undefined;
}
