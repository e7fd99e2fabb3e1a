import { errorStatuses } from './errors';

/**
 * Whether an error answer with `status` holds the caller back and says until when with
 * `Retry-After`: the spec's 429, and the 403 of a banned key. The OpenAPI document, the mock, the
 * exchange checker and the SDK's gate all ask this one function.
 * @param status - An HTTP status.
 */
export function holdsCaller(status: number): boolean {
  return status === errorStatuses.rate_limited || status === errorStatuses.api_key_banned;
}
