const texts = new WeakMap<Response, string>();

/**
 * Wraps `fetch` so that it resolves only once the body is read. ky's `timeout` then covers the
 * whole exchange (it stops at what `fetch` resolves to, and aborts the body stream too), and a
 * body cut off mid-way fails inside the attempt, where the retry rules see it. The text is kept
 * aside for {@link bodyText} rather than in a cloned `Response`.
 * @param fetch - The client's `fetch` option; without it, `globalThis.fetch` as it is at call time.
 */
export function fetchWhole(fetch: typeof globalThis.fetch | undefined): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await (fetch ? fetch(input, init) : globalThis.fetch(input, init));
    texts.set(response, await response.text());
    return response;
  };
}

/** The body {@link fetchWhole} read for `response`. */
export function bodyText(response: Response): string {
  return texts.get(response) ?? '';
}
