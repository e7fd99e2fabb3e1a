const linkValue = /<([^>]*)>((?:\s*;\s*[^;,]+)*)/g;
const relParam = /;\s*rel\s*=\s*"?([^";]+)"?/i;

/** Reads an RFC 8288 `Link` header into a map from each relation type to its URI reference. */
export function parseLinkHeader(value: string | null): Map<string, string> {
  const links = new Map<string, string>();
  if (!value) return links;
  for (const [, target, params] of value.matchAll(linkValue)) {
    const rels = relParam.exec(params ?? '')?.[1];
    for (const rel of rels?.trim().split(/\s+/) ?? []) {
      if (!links.has(rel)) links.set(rel, target ?? '');
    }
  }
  return links;
}
