/**
 * A request as the mock reads it, whichever transport carried it: MSW's Fetch `Request`, or the
 * standalone server's `IncomingMessage` read without making a Fetch `Request` of it.
 */
export interface MockRequest {
  /** Upper case. */
  readonly method: string;
  /** Under the mock's base URL, whatever `Host` the client named. */
  readonly url: URL;
  /** `url.pathname`: what the mock routes by, read without making the URL where it need not be. */
  readonly pathname: string;
  /** `url.search`: the query with its `?`, empty when there is none. */
  readonly search: string;
  /** A header's value, repeated fields joined by `, ` as Fetch joins them; `undefined` when absent. */
  header(name: string): string | undefined;
  /**
   * The body's bytes, empty when there is none; `undefined` when it holds more than `limit` bytes,
   * of which no more than that is read. Only a reader that wants the body asks for it, so a body
   * the mock refuses unread is never waited for.
   * @throws {RequestAborted} when the client hung up before the body arrived whole.
   */
  body(limit: number): Promise<Uint8Array | undefined>;
}

/** The client hung up before its request arrived whole: there is nobody left to answer. */
export class RequestAborted extends Error {
  override name = 'RequestAborted';
}
