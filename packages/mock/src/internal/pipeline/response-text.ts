// The text each JSON answer was made from, so that the standalone server can write it without
// reading it back out of the Response's body stream (a third of its cost per request).
const texts = new WeakMap<Response, string>();

/** A `Response` over `text`, remembered for {@link textOf}. */
export function textResponse(text: string, init: ResponseInit): Response {
  const response = new Response(text, init);
  texts.set(response, text);
  return response;
}

/** The text a response was made from, when it was made by {@link textResponse} and is unread. */
export function textOf(response: Response): string | undefined {
  return response.bodyUsed ? undefined : texts.get(response);
}
