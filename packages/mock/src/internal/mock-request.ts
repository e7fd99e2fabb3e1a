/**
 * A request as the mock reads it, whichever transport carried it: MSW's Fetch `Request`, or the
 * standalone server's `IncomingMessage` read without making a Fetch `Request` of it.
 */
export interface MockRequest {
  /** Upper case. */
  readonly method: string;
  /** Under the mock's base URL, whatever `Host` the client named. */
  readonly url: URL;
  /** A header's value, repeated fields joined by `, ` as Fetch joins them; `undefined` when absent. */
  header(name: string): string | undefined;
  /** The body's bytes; empty when there is none. */
  bytes(): Promise<Uint8Array>;
}
