/**
 * A bare item of an RFC 9651 Structured Field: what `type` says, with its value. Dates are Unix
 * seconds; display strings are decoded.
 */
export type BareItem =
  | { readonly type: 'integer' | 'decimal' | 'date'; readonly value: number }
  | { readonly type: 'string' | 'token' | 'display-string'; readonly value: string }
  | { readonly type: 'boolean'; readonly value: boolean }
  | { readonly type: 'byte-sequence'; readonly value: Uint8Array };

/** Parameters of an item or an inner list, in the order of their first appearance. */
export type Parameters = ReadonlyMap<string, BareItem>;

/** An item with its parameters. */
export interface Item {
  /** The item's value. */
  readonly item: BareItem;
  /** Its parameters (`;key=value`). */
  readonly params: Parameters;
}

/** An inner list: `(a b c);p=1`. */
export interface InnerList {
  /** The items between the parentheses. */
  readonly inner: readonly Item[];
  /** The list's parameters, after the closing parenthesis. */
  readonly params: Parameters;
}

// One RFC 9651 bare item (section 4.2.3.1), by its first characters: a decimal (at most 12 integer
// and 3 fraction digits) or an integer (at most 15 digits), a String, a Token, a Byte Sequence, a
// Boolean, a Date and a Display String. Sticky: it matches where the reader stands or not at all.
const bareItem =
  /(-?\d{1,12}\.\d{1,3}|-?\d{1,15})|"((?:[ !#-[\]-~]|\\["\\])*)"|([A-Za-z*][\w!#$%&'*+.^`|~:/-]*)|:([A-Za-z\d+/]*={0,2}):|\?([01])|@(-?\d{1,15})|%"((?:[ !#$&-~]|%[\da-f]{2})*)"/y;
const parameter = /;[ ]*([a-z*][a-z\d_.*-]*)(=?)/y;

/**
 * A cursor over one field value. Every read either moves past what it recognised or throws, and
 * the exported functions turn a throw into `undefined`, so a malformed field is ignored as a whole.
 */
class Reader {
  at = 0;
  constructor(readonly text: string) {}

  /** Matches `pattern` (sticky) here and moves past it, or returns `undefined`. */
  match(pattern: RegExp): RegExpExecArray | undefined {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.text);
    if (found) this.at = pattern.lastIndex;
    return found ?? undefined;
  }

  skip(pattern: RegExp): void {
    this.match(pattern);
  }

  peek(): string {
    return this.text.charAt(this.at);
  }

  member(): Item | InnerList {
    if (this.peek() !== '(') return this.item();
    this.at++;
    const inner: Item[] = [];
    for (;;) {
      this.skip(/ */y);
      if (this.peek() === ')') {
        this.at++;
        return { inner, params: this.params() };
      }
      inner.push(this.item());
      if (this.peek() !== ' ' && this.peek() !== ')') throw new SyntaxError('bad inner list');
    }
  }

  item(): Item {
    return { item: this.bare(), params: this.params() };
  }

  params(): Parameters {
    const params = new Map<string, BareItem>();
    for (let found = this.match(parameter); found; found = this.match(parameter)) {
      params.set(found[1] as string, found[2] ? this.bare() : { type: 'boolean', value: true });
    }
    return params;
  }

  bare(): BareItem {
    const found = this.match(bareItem);
    if (!found) throw new SyntaxError('bad item');
    const [, number, string, token, bytes, boolean, date, display] = found;
    if (number !== undefined) {
      // `|| 0`: Structured Fields have no negative zero.
      return { type: number.includes('.') ? 'decimal' : 'integer', value: Number(number) || 0 };
    }
    if (string !== undefined) return { type: 'string', value: string.replace(/\\(.)/g, '$1') };
    if (token !== undefined) return { type: 'token', value: token };
    if (bytes !== undefined) {
      return { type: 'byte-sequence', value: Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0)) };
    }
    if (boolean !== undefined) return { type: 'boolean', value: boolean === '1' };
    if (date !== undefined) return { type: 'date', value: Number(date) || 0 };
    // Percent-escapes of UTF-8; decodeURIComponent throws on invalid UTF-8, as the RFC fails it.
    return { type: 'display-string', value: decodeURIComponent(display as string) };
  }
}

function parse<T>(value: string, read: (reader: Reader) => T): T | undefined {
  const reader = new Reader(value);
  try {
    reader.skip(/ */y);
    const parsed = read(reader);
    reader.skip(/ */y);
    return reader.at === value.length ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Parses an RFC 9651 List (section 4.2.1): the members of a field such as `RateLimit`, or
 * `undefined` when the value is malformed anywhere. Several field lines are joined with `, `.
 *
 * @param value - The field value.
 * @returns The items and inner lists, or `undefined`.
 */
export function parseList(value: string): (Item | InnerList)[] | undefined {
  return parse(value, (reader) => {
    const members: (Item | InnerList)[] = [];
    while (reader.at < value.length) {
      members.push(reader.member());
      if (!reader.match(/[ \t]*,[ \t]*(?=.)|[ \t]*$/y)) throw new SyntaxError('expected a comma');
    }
    return members;
  });
}

/**
 * Parses an RFC 9651 Item (section 4.2.3), such as an `Idempotency-Key`, or `undefined` when the
 * value is malformed.
 *
 * @param value - The field value.
 */
export function parseItem(value: string): Item | undefined {
  return parse(value, (reader) => reader.item());
}

/**
 * Serialises an RFC 9651 String (section 4.1.6): `"` and `\` escaped; `undefined` when `value`
 * holds a character a String cannot carry (anything but printable ASCII and space).
 *
 * @param value - The text.
 */
export function serializeString(value: string): string | undefined {
  return /^[ -~]*$/.test(value) ? `"${value.replace(/["\\]/g, '\\$&')}"` : undefined;
}
