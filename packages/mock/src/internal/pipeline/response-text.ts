// The text each JSON answer was made from, so that the standalone server writes it without
// reading it back out of the Response's body stream.
const texts = new WeakMap<Response, string>();

// Making the body stream of a Response costs more than the rest of an answer; a process whose
// answers only the standalone server writes (the `petstore-mock` bin) can skip it.
let withoutStreams = false;

/**
 * From now on, answers of this process carry their text for {@link textOf} only, not as a body
 * stream. Only for a process where nothing but the standalone server reads answers.
 */
export function skipBodyStreams(): void {
  withoutStreams = true;
}

/** A `Response` over `text`, remembered for {@link textOf}. */
export function textResponse(text: string, init: ResponseInit): Response {
  const response = new Response(withoutStreams ? null : text, init);
  texts.set(response, text);
  return response;
}

/** The text a response was made from, when it was made by {@link textResponse} and is unread. */
export function textOf(response: Response): string | undefined {
  return response.bodyUsed ? undefined : texts.get(response);
}
