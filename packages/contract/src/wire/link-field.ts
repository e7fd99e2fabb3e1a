/** One link of an RFC 8288 `Link` field. */
export interface LinkValue {
  /** The URI reference between `<` and `>`, as written. */
  readonly target: string;
  /** The relation types of its `rel` parameter, in lower case (`rel="next prev"` holds two). */
  readonly rels: readonly string[];
  /** Every parameter, by name in lower case; a quoted value unquoted. The first of a repeated name wins. */
  readonly params: ReadonlyMap<string, string>;
}

// RFC 8288, section 3: link-value = "<" URI-Reference ">" *( OWS ";" OWS link-param ), and
// link-param = token BWS [ "=" BWS ( token / quoted-string ) ]; links are separated by commas.
const target = /[ \t]*<([^>]*)>/y;
const paramStart = /[ \t]*;[ \t]*([!#$%&'*+.^`|~\w-]+)[ \t]*/y;
const paramValue = /=[ \t]*(?:([!#$%&'*+.^`|~\w-]+)|"((?:[^"\\]|\\.)*)")/y;
const separator = /[ \t]*(?:,|$)/y;

function take(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/**
 * Reads an RFC 8288 `Link` field (several field lines joined with `, `): each link's target, its
 * relation types and its parameters; `undefined` when the field is malformed anywhere.
 *
 * @param value - The field value.
 */
export function parseLinkField(value: string): LinkValue[] | undefined {
  const links: LinkValue[] = [];
  let at = 0;
  while (at < value.length) {
    const opened = take(target, value, at);
    if (!opened) return undefined;
    at = target.lastIndex;
    const params = new Map<string, string>();
    for (let param = take(paramStart, value, at); param; param = take(paramStart, value, at)) {
      at = paramStart.lastIndex;
      const valued = take(paramValue, value, at);
      if (valued) at = paramValue.lastIndex;
      const name = (param[1] as string).toLowerCase();
      const text = valued ? (valued[1] ?? (valued[2] as string).replace(/\\(.)/g, '$1')) : '';
      if (!params.has(name)) params.set(name, text);
    }
    if (!take(separator, value, at)) return undefined;
    at = separator.lastIndex;
    const rels = (params.get('rel') ?? '')
      .toLowerCase()
      .split(/[ \t]+/)
      .filter(Boolean);
    links.push({ target: opened[1] as string, rels, params });
  }
  return links;
}
