/**
 * A bare item of an RFC 9651 Structured Field: what `type` says, with its value. Dates are Unix
 * seconds; display strings are decoded.
 */
export type BareItem =
  | { readonly type: 'integer' | 'decimal' | 'date'; readonly value: number }
  | { readonly type: 'string' | 'token' | 'display-string'; readonly value: string }
  | { readonly type: 'boolean'; readonly value: boolean }
  | { readonly type: 'byte-sequence'; readonly value: Uint8Array };

/** The parameters of an item or an inner list (RFC 9651), in the order of their first appearance. */
export type FieldParameters = ReadonlyMap<string, BareItem>;

/** An item with its parameters. */
export interface Item {
  /** The item's value. */
  readonly item: BareItem;
  /** Its parameters (`;key=value`). */
  readonly params: FieldParameters;
}

/** An inner list: `(a b c);p=1`. */
export interface InnerList {
  /** The items between the parentheses. */
  readonly inner: readonly Item[];
  /** The list's parameters, after the closing parenthesis. */
  readonly params: FieldParameters;
}

/**
 * A character a String holds as it is (RFC 9651, section 3.3.3): printable ASCII but `"` and `\`,
 * which are escaped. As a pattern, for readers of fields written in a known form.
 */
export const stringCharacter = '[ !#-[\\]-~]';

// RFC 9651 bare items (section 4.2.3.1), one pattern per kind, chosen by the first character: a
// decimal (at most 12 integer and 3 fraction digits) or an integer (at most 15 digits), a String, a
// Token, a Byte Sequence, a Boolean, a Date and a Display String. Sticky: each matches where the
// reader stands or not at all. The reader tests them and slices what they covered, so that reading
// a field allocates no match arrays (the SDK reads two on every answer).
const numberItem = /-?\d{1,12}\.\d{1,3}|-?\d{1,15}/y;
const stringItem = new RegExp(`"(?:${stringCharacter}|\\\\["\\\\])*"`, 'y');
const tokenItem = /[A-Za-z*][\w!#$%&'*+.^`|~:/-]*/y;
const bytesItem = /:[A-Za-z\d+/]*={0,2}:/y;
const booleanItem = /\?[01]/y;
const dateItem = /@-?\d{1,15}/y;
const displayItem = /%"(?:[ !#$&-~]|%[\da-f]{2})*"/y;
const parameterStart = /;[ ]*/y;
const key = /[a-z*][a-z\d_.*-]*/y;
const spaces = / */y;
const listSeparator = /[ \t]*,[ \t]*(?=.)|[ \t]*$/y;

/**
 * A cursor over one field value. Every read either moves past what it recognised or throws, and
 * the exported functions turn a throw into `undefined`, so a malformed field is ignored as a whole.
 */
class Reader {
  at = 0;
  constructor(readonly text: string) {}

  /** Whether `pattern` (sticky) matches here; if so, moves past it. */
  match(pattern: RegExp): boolean {
    pattern.lastIndex = this.at;
    const found = pattern.test(this.text);
    if (found) this.at = pattern.lastIndex;
    return found;
  }

  /**
   * The text `pattern` matches here, without `trim` characters at each end; moves past it.
   * @throws {SyntaxError} when it does not match.
   */
  take(pattern: RegExp, trim = 0): string {
    const start = this.at;
    if (!this.match(pattern)) throw new SyntaxError('bad item');
    return this.text.slice(start + trim, this.at - trim);
  }

  peek(): string {
    return this.text.charAt(this.at);
  }

  member(): Item | InnerList {
    if (this.peek() !== '(') return this.item();
    this.at++;
    const inner: Item[] = [];
    for (;;) {
      this.match(spaces);
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

  params(): FieldParameters {
    const params = new Map<string, BareItem>();
    while (this.match(parameterStart)) {
      const name = this.take(key);
      const valued = this.peek() === '=';
      if (valued) this.at++;
      params.set(name, valued ? this.bare() : { type: 'boolean', value: true });
    }
    return params;
  }

  bare(): BareItem {
    const first = this.peek();
    if (first === '"') {
      const string = this.take(stringItem, 1);
      return { type: 'string', value: string.includes('\\') ? string.replace(/\\(.)/g, '$1') : string };
    }
    if (first === '-' || (first >= '0' && first <= '9')) {
      const number = this.take(numberItem);
      // `|| 0`: Structured Fields have no negative zero.
      return { type: number.includes('.') ? 'decimal' : 'integer', value: Number(number) || 0 };
    }
    if (first === ':') {
      const bytes = this.take(bytesItem, 1);
      return { type: 'byte-sequence', value: Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0)) };
    }
    if (first === '?') return { type: 'boolean', value: this.take(booleanItem).endsWith('1') };
    if (first === '@') return { type: 'date', value: Number(this.take(dateItem).slice(1)) || 0 };
    if (first === '%') {
      // Percent-escapes of UTF-8; decodeURIComponent throws on invalid UTF-8, as the RFC fails it.
      return { type: 'display-string', value: decodeURIComponent(this.take(displayItem, 1).slice(1)) };
    }
    return { type: 'token', value: this.take(tokenItem) };
  }
}

function parse<T>(value: string, read: (reader: Reader) => T): T | undefined {
  const reader = new Reader(value);
  try {
    reader.match(spaces);
    const parsed = read(reader);
    reader.match(spaces);
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
      if (!reader.match(listSeparator)) throw new SyntaxError('expected a comma');
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
