/**
 * The query of a page in a form where the order of its parameters does not matter, so that a
 * `next` link back to a page already fetched is recognised however the service wrote it.
 */
export function pageKey(search: string): string {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}
